import { COMMON_LOG_FIELDS, type LogSourceReference } from '@/lib/catalog/log-sources'

/**
 * The analytics SQL the logs explorer sends to `…/analytics/endpoints/logs.all` (BigQuery dialect,
 * as the platform's analytics backend speaks it). Nested fields live in repeated records, so each
 * level of a dotted path is unnested once and the leaf is selected under an underscore alias.
 */

export const DEFAULT_LOGS_LIMIT = 100
export const DEFAULT_LOGS_SOURCE: LogSourceReference = 'edge_logs'
export const DEFAULT_LOGS_FIELDS: readonly string[] = COMMON_LOG_FIELDS.map((field) => field.path)

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/
const SOURCE = /^[a-z_][a-z0-9_]*$/

export class LogsQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LogsQueryError'
  }
}

/** The key a selected field comes back under: the path itself for top-level fields, dots as underscores otherwise. */
export function logFieldAlias(path: string): string {
  return path.split('.').join('_')
}

function segmentsOf(path: string): string[] {
  const segments = path.split('.')
  // Paths come from the catalogue, but a bad one must never reach the SQL text unescaped.
  if (segments.some((segment) => !SEGMENT.test(segment))) throw new LogsQueryError(`Invalid log field: ${path}`)
  return segments
}

/** A BigQuery string literal: backslashes and quotes escaped, control characters spelled out. */
export function quoteLogsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
  return `'${escaped}'`
}

/** A where clause matching event messages that contain `text` (case-insensitive, taken literally). */
export function eventMessageSearch(text: string): string | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  const pattern = `(?i)${trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
  return `regexp_contains(event_message, ${quoteLogsString(pattern)})`
}

/**
 * `select id, timestamp, event_message from edge_logs order by timestamp desc limit 100` for the
 * common fields; nested fields add `cross join unnest(...)` per record level, the way the platform's
 * own examples write it (rows without that record are left out, as there).
 */
export function buildLogsQuery(
  source: LogSourceReference | string,
  fields: readonly string[] = DEFAULT_LOGS_FIELDS,
  where?: string,
  limit: number = DEFAULT_LOGS_LIMIT,
  { orderBy = 'timestamp desc' }: { orderBy?: string } = {}
): string {
  if (!SOURCE.test(source)) throw new LogsQueryError(`Invalid log source: ${source}`)
  if (!Number.isInteger(limit) || limit < 1) throw new LogsQueryError(`Invalid limit: ${limit}`)
  if (!ORDER_BY.test(orderBy)) throw new LogsQueryError(`Invalid order: ${orderBy}`)
  const paths = fields.length > 0 ? [...new Set(fields)] : [...DEFAULT_LOGS_FIELDS]
  const selected = paths.map((path) => {
    const segments = segmentsOf(path)
    if (segments.length === 1) return path
    const recordAlias = segments.slice(0, -1).join('_')
    return `${recordAlias}.${segments[segments.length - 1]} as ${logFieldAlias(path)}`
  })

  return [
    `select ${selected.join(', ')}`,
    `from ${source}`,
    ...unnestJoins(paths),
    ...(where?.trim() ? [`where ${where.trim()}`] : []),
    `order by ${orderBy}`,
    `limit ${limit}`,
  ].join(' ')
}

const ORDER_BY = /^[A-Za-z_][A-Za-z0-9_]*( (asc|desc))?$/

/** `cross join unnest(...)` once per record level the paths go through, however many share it. */
function unnestJoins(paths: readonly string[]): string[] {
  const joins = new Map<string, string>()
  for (const segments of paths.map(segmentsOf).filter((parts) => parts.length > 1)) {
    for (let depth = 1; depth < segments.length; depth += 1) {
      const alias = segments.slice(0, depth).join('_')
      if (joins.has(alias)) continue
      const record = depth === 1 ? segments[0] : `${segments.slice(0, depth - 1).join('_')}.${segments[depth - 1]}`
      joins.set(alias, `cross join unnest(${record}) as ${alias}`)
    }
  }
  return [...joins.values()]
}

/** How many events have each value of one field: `select <field>, count(*) as count … group by`, most first. */
export function buildLogsCountQuery(source: LogSourceReference | string, path: string, limit: number = DEFAULT_LOGS_LIMIT): string {
  if (!SOURCE.test(source)) throw new LogsQueryError(`Invalid log source: ${source}`)
  const segments = segmentsOf(path)
  const alias = logFieldAlias(path)
  const selected = segments.length === 1 ? path : `${segments.slice(0, -1).join('_')}.${segments[segments.length - 1]} as ${alias}`
  return [`select ${selected}, count(*) as count`, `from ${source}`, ...unnestJoins([path]), `group by ${alias}`, 'order by count desc', `limit ${limit}`].join(' ')
}

/** The default logs query of the custom content configuration (SPEC §3). */
export const DEFAULT_LOGS_QUERY = buildLogsQuery(DEFAULT_LOGS_SOURCE, DEFAULT_LOGS_FIELDS)
