/** Counts of log events per time bucket, for the explorer's bar chart. */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Bucket sizes that read well on an axis, smallest first. */
export const BUCKET_SIZES_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR]
export const MAX_BUCKETS = 60

export interface HistogramBucket {
  /** Start of the bucket, epoch milliseconds. */
  start: number
  count: number
}

/** The smallest readable bucket size that keeps the window within MAX_BUCKETS bars. */
export function histogramBucketSize(windowMs: number): number {
  const fitting = BUCKET_SIZES_MS.find((size) => Math.ceil(windowMs / size) <= MAX_BUCKETS)
  return fitting ?? Math.ceil(windowMs / MAX_BUCKETS / HOUR) * HOUR
}

/**
 * Buckets aligned to multiples of the bucket size (so bars line up with round times) from the one
 * containing `start` to the one containing `end`, every bucket present even when empty. Events
 * outside the window are ignored.
 */
export function buildHistogram(timestampsMs: readonly number[], start: number, end: number): HistogramBucket[] {
  if (!(end > start)) return []
  const size = histogramBucketSize(end - start)
  const first = Math.floor(start / size) * size
  const count = Math.floor((end - first) / size) + 1
  const buckets: HistogramBucket[] = Array.from({ length: count }, (_, index) => ({ start: first + index * size, count: 0 }))
  for (const timestamp of timestampsMs) {
    if (!Number.isFinite(timestamp) || timestamp < start || timestamp > end) continue
    buckets[Math.floor((timestamp - first) / size)].count += 1
  }
  return buckets
}
