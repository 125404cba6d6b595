import type { DatabaseCounters } from './database-report-sql'

/** How many samples the report keeps while it is open: ten minutes at one every ten seconds. */
export const MAX_SAMPLES = 60
export const SAMPLE_INTERVAL_MS = 10_000

/** One point of the report's charts: the rates between two consecutive samples. */
export interface RatePoint {
  /** When the later sample was taken (ms since the epoch). */
  at: number
  transactionsPerSecond: number
  rowsReadPerSecond: number
  rowsWrittenPerSecond: number
  /** Share of block reads served from shared buffers in this interval; null when nothing was read. */
  cacheHitPercent: number | null
  deadlocks: number
}

/** Appends a sample, keeping the newest MAX_SAMPLES; a counter reset (stats reset, restart) starts the series again. */
export function appendSample(samples: readonly DatabaseCounters[], next: DatabaseCounters): DatabaseCounters[] {
  const last = samples.at(-1)
  const isReset = last !== undefined && (next.xact_commit < last.xact_commit || next.sampled_at_ms <= last.sampled_at_ms)
  return [...(isReset ? [] : samples), next].slice(-MAX_SAMPLES)
}

const perSecond = (delta: number, seconds: number) => Math.max(0, delta) / seconds

export function ratePoints(samples: readonly DatabaseCounters[]): RatePoint[] {
  const points: RatePoint[] = []
  for (let index = 1; index < samples.length; index++) {
    const before = samples[index - 1]
    const after = samples[index]
    const seconds = (after.sampled_at_ms - before.sampled_at_ms) / 1000
    if (seconds <= 0) continue
    const hits = after.blks_hit - before.blks_hit
    const reads = after.blks_read - before.blks_read
    points.push({
      at: after.sampled_at_ms,
      transactionsPerSecond: perSecond(after.xact_commit + after.xact_rollback - before.xact_commit - before.xact_rollback, seconds),
      rowsReadPerSecond: perSecond(after.tup_fetched - before.tup_fetched, seconds),
      rowsWrittenPerSecond: perSecond(after.tup_written - before.tup_written, seconds),
      cacheHitPercent: hits + reads > 0 ? (100 * hits) / (hits + reads) : null,
      deadlocks: Math.max(0, after.deadlocks - before.deadlocks),
    })
  }
  return points
}

/** Cache hit ratio since the statistics were last reset, in percent; null before any block was read. */
export function cacheHitPercent(counters: DatabaseCounters): number | null {
  const total = counters.blks_hit + counters.blks_read
  return total > 0 ? (100 * counters.blks_hit) / total : null
}

/** Connections by state, busiest first, and their total against max_connections. */
export function connectionSummary(counters: DatabaseCounters) {
  const states = Object.entries(counters.connections)
    .map(([state, count]) => ({ state, count }))
    .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state))
  const total = states.reduce((sum, { count }) => sum + count, 0)
  return { states, total, max: counters.max_connections, percent: counters.max_connections > 0 ? (100 * total) / counters.max_connections : 0 }
}
