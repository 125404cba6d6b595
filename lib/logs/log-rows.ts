import { logFieldAlias } from './default-query'

/** Reading the rows the analytics endpoint answers with. */

export type LogRow = Record<string, unknown>

/**
 * Log timestamps arrive as microseconds since the epoch (the analytics backend's unit), sometimes as
 * numeric strings or ISO text; this gives epoch milliseconds, or NaN when the value is unreadable.
 */
export function logTimestampToMs(value: unknown): number {
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return logTimestampToMs(Number(value))
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    const magnitude = Math.abs(value)
    if (magnitude >= 1e14) return Math.floor(value / 1000) // microseconds
    if (magnitude >= 1e11) return value // milliseconds
    return value * 1000 // seconds
  }
  if (typeof value === 'string') return Date.parse(value)
  if (value instanceof Date) return value.getTime()
  return Number.NaN
}

/** Walks a dotted path through nested records, taking the first element of repeated ones. */
function walk(value: unknown, segments: readonly string[]): unknown {
  let current = value
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[0]
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return Array.isArray(current) && current.length === 1 && typeof current[0] !== 'object' ? current[0] : current
}

/** A selected field's value: under its alias when the query selected it, else read from the nested record. */
export function logFieldValue(row: LogRow, path: string): unknown {
  const alias = logFieldAlias(path)
  if (alias in row) return row[alias]
  if (path in row) return row[path]
  return walk(row, path.split('.'))
}

/** A stable key for a row: its id when present, otherwise its position. */
export function logRowKey(row: LogRow, index: number): string {
  return typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `row-${index}`
}
