import { BRAND } from '@/lib/constants'

/** Image names look like "supabase-postgres-15.1.0.117" (optionally with a suffix like "-orioledb"). */
export const POSTGRES_IMAGE_PREFIX = `${BRAND}-postgres-`

/** The dotted digits after the image prefix ("15.1.0.117"), or null when the name has none. */
export function postgresVersionDigits(imageName: string | null | undefined): string | null {
  if (!imageName) return null
  const start = imageName.indexOf(POSTGRES_IMAGE_PREFIX)
  if (start === -1) return null
  const match = /^\d+(?:\.\d+)*/.exec(imageName.slice(start + POSTGRES_IMAGE_PREFIX.length))
  return match ? match[0] : null
}

/** The major version: "supabase-postgres-15.1.0.117" → 15. */
export function postgresMajorVersion(imageName: string | null | undefined): number | null {
  const digits = postgresVersionDigits(imageName)
  return digits === null ? null : Number(digits.split('.')[0])
}

/** All version parts joined into one comparable number: "supabase-postgres-15.1.0.117" → 1510117. */
export function postgresVersionNumber(imageName: string | null | undefined): number | null {
  const digits = postgresVersionDigits(imageName)
  return digits === null ? null : Number(digits.split('.').join(''))
}
