import 'server-only'

/**
 * Turns Postgres server log text into the explorer's postgres_logs rows. Two formats: csvlog (what we
 * recommend: one CSV record per event, multi-line values quoted) and the default stderr format
 * ("%m [%p] " prefix, optionally "user@db ", then "SEVERITY:  message" and continuation lines).
 */

export interface ParsedLogEntry {
  /** Epoch milliseconds (NaN when the timestamp could not be read). */
  timeMs: number
  message: string
  parsed: Record<string, string | number | null>
}

/** csvlog columns in order (PostgreSQL 13+ adds backend_type, 14+ leader_pid and query_id). */
export const CSV_LOG_COLUMNS = [
  'timestamp',
  'user_name',
  'database_name',
  'process_id',
  'connection_from',
  'session_id',
  'session_line_num',
  'command_tag',
  'session_start_time',
  'virtual_transaction_id',
  'transaction_id',
  'error_severity',
  'sql_state_code',
  'message',
  'detail',
  'hint',
  'internal_query',
  'internal_query_pos',
  'context',
  'query',
  'query_pos',
  'location',
  'application_name',
  'backend_type',
  'leader_pid',
  'query_id',
] as const

const NUMERIC_COLUMNS = new Set(['process_id', 'session_line_num', 'transaction_id', 'query_id', 'leader_pid'])
/** csvlog records before PostgreSQL 13 stop after application_name. */
const MIN_CSV_FIELDS = 23

/** Splits CSV text into records of fields (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let isQuoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') {
        isQuoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      isQuoted = true
    } else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else {
      field += char
    }
  }
  // An unterminated last record (the server is still writing it) is dropped rather than half-read.
  return records
}

/** "2025-05-16 22:00:01.123 UTC" and "… +02" / "… -0530" as epoch ms; other zone names are taken as UTC. */
export function parseLogTimestamp(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:\s*([A-Za-z]{1,6}|[+-]\d{2}(?::?\d{2})?))?$/.exec(text.trim())
  if (!match) return Number.NaN
  const [, date, time, zone] = match
  let offset = 'Z'
  if (zone && /^[+-]/.test(zone)) {
    const digits = zone.replace(':', '')
    offset = `${digits.slice(0, 3)}:${digits.length > 3 ? digits.slice(3, 5) : '00'}`
  }
  return Date.parse(`${date}T${time}${offset}`)
}

function toValue(column: string, raw: string | undefined): string | number | null {
  if (raw === undefined || raw === '') return null
  if (NUMERIC_COLUMNS.has(column) && /^-?\d+$/.test(raw)) return Number(raw)
  return raw
}

export function parseCsvLog(text: string): ParsedLogEntry[] {
  const entries: ParsedLogEntry[] = []
  for (const fields of parseCsvRecords(text)) {
    if (fields.length < MIN_CSV_FIELDS) continue
    const parsed: Record<string, string | number | null> = {}
    CSV_LOG_COLUMNS.forEach((column, index) => {
      if (column !== 'message') parsed[column] = toValue(column, fields[index])
    })
    const timeMs = parseLogTimestamp(fields[0])
    if (Number.isNaN(timeMs)) continue
    entries.push({ timeMs, message: fields[13] ?? '', parsed })
  }
  return entries
}

const STDERR_LINE =
  /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?(?: [A-Za-z]{1,6}| ?[+-]\d{2}(?::?\d{2})?)?) \[(\d+)\](?:-\d+)? (?:(\S*)@(\S*) )?([A-Z]+\d?):\s+(.*)$/
/** Lines that add to the entry before them rather than start a new one. */
const FOLLOW_UP_SEVERITIES = new Set(['DETAIL', 'HINT', 'STATEMENT', 'CONTEXT', 'QUERY', 'LOCATION'])

export function parseStderrLog(text: string): ParsedLogEntry[] {
  const entries: ParsedLogEntry[] = []
  for (const line of text.split(/\r?\n/)) {
    const match = STDERR_LINE.exec(line)
    const previous = entries[entries.length - 1]
    if (!match) {
      // A continuation of a multi-line message (tab-indented) or a partial first line of the tail.
      if (previous && line.trim() !== '') previous.message += `\n${line.replace(/^\t/, '')}`
      continue
    }
    const [, stamp, pid, user, database, severity, message] = match
    if (FOLLOW_UP_SEVERITIES.has(severity) && previous && previous.parsed.process_id === Number(pid)) {
      const key = severity === 'STATEMENT' ? 'query' : severity.toLowerCase()
      previous.parsed[key] = message
      continue
    }
    entries.push({
      timeMs: parseLogTimestamp(stamp),
      message,
      parsed: {
        timestamp: stamp,
        process_id: Number(pid),
        user_name: user || null,
        database_name: database || null,
        error_severity: severity,
      },
    })
  }
  return entries.filter((entry) => !Number.isNaN(entry.timeMs))
}

/**
 * The explorer's row for one entry: the platform's shape (timestamp in microseconds, metadata as
 * repeated records) plus the flat `metadata_parsed_*` aliases the explorer's field columns read.
 */
export function toLogRow(entry: ParsedLogEntry, id: string): Record<string, unknown> {
  const flat = Object.fromEntries(Object.entries(entry.parsed).map(([key, value]) => [`metadata_parsed_${key}`, value]))
  return {
    id,
    timestamp: entry.timeMs * 1000,
    event_message: entry.message,
    metadata: [{ parsed: [entry.parsed] }],
    ...flat,
  }
}
