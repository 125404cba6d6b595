/** SPEC §9: 1 GiB and 1 MiB in bytes. */
export const GIB = 1073741824
export const MIB = 1048576

export const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const
export type ByteUnit = (typeof BYTE_UNITS)[number]

const BASE = 1024

/**
 * Human-readable size in base 1024 with up to `decimals` decimals (trailing zeros dropped):
 * 0 → "0 bytes", 1536 → "1.5 KB". `unit` forces a unit instead of picking the largest that fits.
 */
export function formatBytes(bytes: number, decimals = 2, unit?: ByteUnit): string {
  const fractionDigits = Math.max(0, Math.min(20, Math.trunc(decimals)))
  if (bytes === 0 || !Number.isFinite(bytes)) return `0 ${unit ?? 'bytes'}`
  const magnitude = Math.abs(bytes)
  const index =
    unit !== undefined
      ? BYTE_UNITS.indexOf(unit)
      : Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(magnitude) / Math.log(BASE))))
  const value = parseFloat((magnitude / BASE ** index).toFixed(fractionDigits))
  return `${bytes < 0 ? '-' : ''}${value} ${BYTE_UNITS[index]}`
}
