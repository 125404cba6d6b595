/** SPEC §9: a clock that differs from the server's by more than 2 minutes is skewed. */
export const CLOCK_SKEW_THRESHOLD_MS = 120_000
/** SPEC §9: the server's clock is checked on load and every 30 minutes. */
export const CLOCK_CHECK_INTERVAL_MS = 1_800_000

export const CLOCK_SKEW_TEXT =
  "Your computer's clock appears to be inaccurate. This can cause issues with certain features."

/** How far the local clock is from the server's utcTime, in ms; null when utcTime is unreadable. */
export function clockOffsetMs(localTimeMs: number, utcTime: string | undefined | null): number | null {
  if (!utcTime) return null
  const serverMs = Date.parse(utcTime)
  if (Number.isNaN(serverMs)) return null
  return localTimeMs - serverMs
}

/** Skewed when |local − utcTime| exceeds the threshold. An unreadable answer counts as no skew (SPEC §8). */
export function isClockSkewed(localTimeMs: number, utcTime: string | undefined | null): boolean {
  const offset = clockOffsetMs(localTimeMs, utcTime)
  return offset !== null && Math.abs(offset) > CLOCK_SKEW_THRESHOLD_MS
}
