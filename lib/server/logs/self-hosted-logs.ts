import 'server-only'

import { findLogSource } from '@/lib/catalog/log-sources'
import type { Database } from '@/lib/server/db/database'

import { readLogsRequest } from './logs-request'
import { parseCsvLog, parseStderrLog, toLogRow, type ParsedLogEntry } from './postgres-log-parser'

/** The one source a self-hosted database can answer: Postgres's own server log. */
export const SELF_HOSTED_LOG_SOURCE = 'postgres_logs'
/** How much of the end of the log file is read per request. */
export const LOG_TAIL_BYTES = 2 * 1024 * 1024

export const LOGS_UNAVAILABLE_MESSAGE = 'Postgres logs are not available on this self-hosted database'
export const LOGS_SETUP_INSTRUCTIONS =
  "To read them here, set logging_collector = on and log_destination = 'csvlog' in postgresql.conf, restart Postgres, " +
  'and grant the dashboard\'s database role the pg_read_server_files role (grant pg_read_server_files to <role>).'

export interface LogsResult {
  result: Record<string, unknown>[]
  error?: { message: string }
}

export interface LogsWindow {
  sql: string
  /** Epoch ms bounds; open when absent. */
  startMs?: number
  endMs?: number
}

interface LogSettings {
  logging_collector: string
  log_destination: string
  role: string
  can_read_files: boolean
}

function unavailable(reasons: string[]): LogsResult {
  return { result: [], error: { message: `${LOGS_UNAVAILABLE_MESSAGE}: ${reasons.join('; ')}. ${LOGS_SETUP_INSTRUCTIONS}` } }
}

async function readSettings(database: Database): Promise<LogSettings> {
  const { rows } = await database.query<LogSettings>(
    `select current_setting('logging_collector') as logging_collector,
            current_setting('log_destination') as log_destination,
            current_user::text as role,
            coalesce((select rolsuper from pg_roles where rolname = current_user), false)
              or pg_has_role(current_user, 'pg_read_server_files', 'member') as can_read_files`
  )
  return rows[0]
}

/** The current log file and its format, or the reason there is none. */
async function currentLogFile(database: Database): Promise<{ path: string; format: 'csvlog' | 'stderr' } | string> {
  try {
    const { rows } = await database.query<{ csvlog: string | null; stderr: string | null }>(
      `select pg_current_logfile('csvlog') as csvlog, pg_current_logfile('stderr') as stderr`
    )
    const files = rows[0]
    if (files?.csvlog) return { path: files.csvlog, format: 'csvlog' }
    if (files?.stderr) return { path: files.stderr, format: 'stderr' }
    return 'the server reports no current log file (pg_current_logfile() is empty)'
  } catch (error) {
    return `pg_current_logfile() failed: ${(error as Error).message}`
  }
}

async function readTail(database: Database, path: string): Promise<{ text: string; isPartial: boolean }> {
  const { rows: stat } = await database.query<{ size: string | number }>('select size from pg_stat_file($1)', [path])
  const size = Number(stat[0]?.size ?? 0)
  const offset = Math.max(0, size - LOG_TAIL_BYTES)
  const { rows } = await database.query<{ content: string | null }>('select pg_read_file($1, $2, $3) as content', [
    path,
    offset,
    size - offset,
  ])
  return { text: rows[0]?.content ?? '', isPartial: offset > 0 }
}

function notAvailableSource(reference: string | null): LogsResult {
  const source = reference ? findLogSource(reference) : undefined
  const what = source ? `The ${source.name} source (${source.reference})` : reference ? `The source ${reference}` : 'This query'
  return {
    result: [],
    error: {
      message: `${what} is collected by the hosted platform's log pipeline, which a self-hosted dashboard does not have. Only Postgres's own server log can be read here: choose the Database source (${SELF_HOSTED_LOG_SOURCE}).`,
    },
  }
}

/**
 * Answers the analytics logs endpoint from the database's own server log: the tail of the file
 * pg_current_logfile() names, read with pg_read_file. When the server keeps no readable log, the
 * answer says what to configure instead of failing.
 */
export async function readSelfHostedLogs(database: Database, window: LogsWindow): Promise<LogsResult> {
  const request = readLogsRequest(window.sql)
  if (request.source !== SELF_HOSTED_LOG_SOURCE) return notAvailableSource(request.source)

  const settings = await readSettings(database)
  const reasons: string[] = []
  if (database.kind === 'pglite') reasons.push('the embedded PGlite database writes no server log file')
  if (settings.logging_collector !== 'on') reasons.push(`logging_collector is ${settings.logging_collector}`)
  if (!settings.can_read_files) reasons.push(`the role ${settings.role} may not read server files`)
  if (reasons.length > 0) return unavailable(reasons)

  const file = await currentLogFile(database)
  if (typeof file === 'string') return unavailable([file])

  let tail: { text: string; isPartial: boolean }
  try {
    tail = await readTail(database, file.path)
  } catch (error) {
    return unavailable([`reading ${file.path} failed: ${(error as Error).message}`])
  }
  // A tail that starts mid-file starts mid-line too: drop that fragment.
  const text = tail.isPartial ? tail.text.slice(tail.text.indexOf('\n') + 1) : tail.text
  const entries: ParsedLogEntry[] = file.format === 'csvlog' ? parseCsvLog(text) : parseStderrLog(text)

  const startMs = window.startMs ?? Number.NEGATIVE_INFINITY
  const endMs = window.endMs ?? Number.POSITIVE_INFINITY
  const rows = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.timeMs >= startMs && entry.timeMs <= endMs)
    .filter(({ entry }) => !request.search || request.search.test(entry.message))
    .sort((a, b) => b.entry.timeMs - a.entry.timeMs || b.index - a.index)
    .slice(0, request.limit)
    .map(({ entry, index }) => toLogRow(entry, `${file.path}:${entry.timeMs}:${index}`))
  return { result: rows }
}
