import 'server-only'

import { z } from 'zod'

import type { ServerConfig } from '@/lib/config/schema'
import { type Database, toDatabaseQueryError } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { formatDatabaseError } from '@/lib/server/pg-meta/format-error'
import { findProjectSource, withDatabaseName } from '@/lib/server/projects/project-databases'
import { EXPORT_FORMATS, EXPORT_MIME_TYPES, exportFileName } from '@/lib/sql/result-export'
import { isReadOnlyStatement } from '@/lib/sql/read-only-statement'
import { splitSqlStatements } from '@/lib/sql/split-statements'
import { TRANSACTION } from '@/lib/sql/transaction'

import {
  createCursorName,
  declareCursorSql,
  declarePrefixLength,
  type ExportCursor,
  openDatabaseCursor,
  openPostgresCursor,
  READ_ONLY_BEGIN,
  relativeToQuery,
} from './export-cursor'
import { createExportStream, EXPORT_BATCH_SIZE } from './export-stream'

export const EXPORT_SINGLE_STATEMENT_ERROR = 'Export needs exactly one SELECT statement'
export const EXPORT_READ_ONLY_ERROR =
  'Export runs only read-only queries again (SELECT, WITH … SELECT, VALUES, TABLE): run the statement and export the rows shown'
/** Each streamed export on a Postgres server holds a connection of its own: cap them. */
export const MAX_CONCURRENT_EXPORTS = 4

/** A download name that needs no quoting in Content-Disposition and that every file system takes. */
const SAFE_FILE_NAME = /^[A-Za-z0-9_.-]{1,150}$/

const exportBody = z.object({
  query: z.string().min(1, { message: 'is required' }),
  format: z.enum(EXPORT_FORMATS),
  /** The download's name (the table editor names it after the table); query-results-… by default. */
  fileName: z.string().regex(SAFE_FILE_NAME, { message: 'may hold letters, digits, ".", "_" and "-" only' }).optional(),
  dryRun: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
})
export type ExportBody = z.output<typeof exportBody>

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/** Whether the browser posted a plain form (a download), rather than fetch with JSON. */
export function isFormRequest(request: Request): boolean {
  return FORM_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')
}

/** The export request: JSON from fetch (the dry run), or the hidden form the browser downloads through. */
export async function readExportBody(request: Request, maxBytes: number): Promise<ExportBody> {
  if (!isFormRequest(request)) return parseWith(exportBody, await readJsonBody(request, maxBytes, 'Export request'))
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new HttpError(413, `Export request is too large: the limit is ${maxBytes} bytes`)
  }
  const form = await request.formData()
  return parseWith(exportBody, Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
}

/**
 * The one statement to export (a trailing semicolon and surrounding blanks removed). The export
 * runs it again, so it must be a read-only query: a cursor cannot take an INSERT … RETURNING, and
 * running a write a second time would write twice.
 */
export function singleStatement(query: string): string {
  const statements = splitSqlStatements(query)
  if (statements.length !== 1) throw new HttpError(400, EXPORT_SINGLE_STATEMENT_ERROR)
  if (!isReadOnlyStatement(statements[0].text)) throw new HttpError(400, EXPORT_READ_ONLY_ERROR)
  return statements[0].text
}

/** A Postgres error (positions already relative to the query) as the 400 answer the editor shows. */
function toQueryError(error: unknown, query: string): unknown {
  const databaseError = toDatabaseQueryError(error)
  if (!databaseError) return error
  return new HttpError(400, databaseError.message, { extra: formatDatabaseError(databaseError, query) })
}

const CHECK_PREFIX = `${READ_ONLY_BEGIN};\n`

/** Plans the query inside a transaction that is rolled back: mistakes surface, nothing runs. */
export async function checkExportQuery(database: Database, query: string): Promise<void> {
  try {
    await database.query(`${CHECK_PREFIX}${declareCursorSql(createCursorName(), query, false)};\n${TRANSACTION.rollback}`)
  } catch (error) {
    throw toQueryError(relativeToQuery(error, CHECK_PREFIX.length + declarePrefixLength(false)), query)
  }
}

const SLOTS_KEY = Symbol.for('supabase.dashboard.export-slots')
function slots(): { inUse: number } {
  const store = globalThis as typeof globalThis & { [SLOTS_KEY]?: { inUse: number } }
  store[SLOTS_KEY] ??= { inUse: 0 }
  return store[SLOTS_KEY]
}

async function openCursor(config: ServerConfig, ref: string, database: Database, query: string): Promise<ExportCursor> {
  const source = await findProjectSource(config, ref)
  let connectionString: string | undefined
  if (source?.kind === 'configured') connectionString = source.connectionString
  else if (source?.kind === 'default') connectionString = config.postgresUrl
  else if (source?.kind === 'created' && source.project.backend === 'postgres' && config.postgresUrl && source.project.database) {
    connectionString = withDatabaseName(config.postgresUrl, source.project.database)
  }
  if (!connectionString || database.kind !== 'postgres') return openDatabaseCursor(database, query)

  const counter = slots()
  if (counter.inUse >= MAX_CONCURRENT_EXPORTS) {
    throw new HttpError(429, 'Too many exports are running: try again when one has finished', { headers: { 'Retry-After': '5' } })
  }
  counter.inUse += 1
  try {
    const cursor = await openPostgresCursor(connectionString, query, { statementTimeoutMs: config.statementTimeoutMs })
    let isReleased = false
    return {
      fetch: (count) => cursor.fetch(count),
      async close() {
        if (!isReleased) {
          isReleased = true
          counter.inUse -= 1
        }
        await cursor.close()
      },
    }
  } catch (error) {
    counter.inUse -= 1
    throw error
  }
}

/**
 * Starts the streamed export: opens a cursor, reads the first batch (so a failing query is still
 * answered as JSON), then returns the rest as an attachment streamed a batch at a time.
 */
export async function startExport(
  config: ServerConfig,
  ref: string,
  database: Database,
  query: string,
  format: ExportBody['format'],
  fileName = exportFileName(format)
): Promise<Response> {
  let cursor: ExportCursor
  try {
    cursor = await openCursor(config, ref, database, query)
  } catch (error) {
    throw toQueryError(error, query)
  }
  let firstBatch
  try {
    firstBatch = await cursor.fetch(EXPORT_BATCH_SIZE)
  } catch (error) {
    await cursor.close()
    throw toQueryError(error, query)
  }
  return new Response(createExportStream(cursor, format, firstBatch), {
    status: 200,
    headers: {
      'Content-Type': EXPORT_MIME_TYPES[format],
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * A form POST navigates the page: an error page would replace the editor. Such failures answer 204
 * (the browser then stays put); the editor's dry run reports errors before it submits the form.
 */
export function formFailureResponse(error: unknown): Response {
  const message = error instanceof Error ? error.message : 'Export failed'
  return new Response(null, { status: 204, headers: { 'X-Export-Error': encodeURIComponent(message).slice(0, 500) } })
}
