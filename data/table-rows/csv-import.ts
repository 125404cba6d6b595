import { useMutation } from '@tanstack/react-query'

import type { PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { createCsvParser, type CsvRecord } from '@/lib/csv/csv-parser'
import type { HeaderMapping } from '@/lib/table-editor/import/column-mapping'
import {
  createStagingSql,
  dropStagingSql,
  finishImportSql,
  insertBatchSql,
  stagingTableName,
  type ImportTarget,
  type StagedRow,
} from '@/lib/table-editor/import/import-sql'
import { checkValue, type ImportColumn } from '@/lib/table-editor/import/value-checks'

import { projectKeys } from '@/data/projects/keys'

import { tableRowKeys } from './keys'

/** SQL text per batch: well under the query endpoint's 1 MiB body limit once JSON-encoded. */
const BATCH_BYTES = 600_000
/** Batches on their way at once: the next is built and parsed while the server inserts one. */
const BATCHES_IN_FLIGHT = 2
/** Bad rows listed (all are counted). */
export const MAX_LISTED_ERRORS = 1000

export interface RowError {
  line: number
  reason: string
}

export interface ImportProgress {
  rowsRead: number
  rowsSent: number
  bytesRead: number
  badRows: number
}

export interface CsvImportInput {
  projectRef: string
  schema: string
  table: string
  file: Blob
  /** CSV header index → table column (null: not imported). */
  mapping: HeaderMapping
  /** The table's columns as the checks need them, by name. */
  columns: ReadonlyMap<string, ImportColumn>
  skipBadRows: boolean
  overridesIdentity?: boolean
  signal: AbortSignal
  onProgress: (progress: ImportProgress) => void
}

export type CsvImportOutcome =
  | { status: 'imported'; rows: number; errors: RowError[]; badRows: number }
  | { status: 'rejected'; errors: RowError[]; badRows: number }
  | { status: 'cancelled' }

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Bytes read from the file at a time. */
const READ_BYTES = 1024 * 1024

/**
 * Reads the file as text a slice at a time (never whole): the tab's memory holds a slice and a
 * batch. The decoder keeps a multi-byte character split between slices for the next one.
 */
async function* textChunks(file: Blob, signal: AbortSignal): AsyncGenerator<{ text: string; bytes: number }> {
  const decoder = new TextDecoder()
  for (let offset = 0; offset < file.size; offset += READ_BYTES) {
    if (signal.aborted) return
    const bytes = new Uint8Array(await file.slice(offset, offset + READ_BYTES).arrayBuffer())
    yield { text: decoder.decode(bytes, { stream: true }), bytes: bytes.byteLength }
  }
  const rest = decoder.decode()
  if (rest) yield { text: rest, bytes: 0 }
}

/**
 * Imports a CSV file into an existing table: parsed in chunks, each row checked against its
 * columns' types, checked rows sent in multi-row INSERT batches into a staging table, then moved
 * into the table in one transaction. By default one bad row rejects the import (the file is still
 * read to the end so every bad row is listed) and nothing is left; with `skipBadRows` the bad rows
 * are left out and listed. A cancel drops what was staged.
 */
export async function importCsvIntoTable(input: CsvImportInput, context: PgMetaContext): Promise<CsvImportOutcome> {
  const { projectRef, schema, table, mapping, columns, skipBadRows, signal, onProgress } = input
  const picks = mapping.flatMap((column, index) => (column ? [{ index, column: columns.get(column) }] : []))
  const target: ImportTarget = {
    schema,
    table,
    staging: stagingTableName(randomHex()),
    columns: picks.map((pick) => pick.column?.name ?? ''),
    overridesIdentity: input.overridesIdentity,
  }
  const run = (sql: string) => executeSql({ projectRef, sql, queryKey: 'table-editor-import' }, context)
  await run(createStagingSql(target))

  const errors: RowError[] = []
  const progress: ImportProgress = { rowsRead: 0, rowsSent: 0, bytesRead: 0, badRows: 0 }
  const inFlight = new Set<Promise<void>>()
  let batch: StagedRow[] = []
  let batchBytes = 0
  let isHeader = true
  let isRejected = false

  const send = async () => {
    if (batch.length === 0) return
    const rows = batch
    batch = []
    batchBytes = 0
    const request = run(insertBatchSql(target, rows)).then(() => {
      progress.rowsSent += rows.length
      onProgress({ ...progress })
    })
    const tracked = request.finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
    if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight)
  }

  const take = async (record: CsvRecord) => {
    if (isHeader) {
      isHeader = false
      return
    }
    progress.rowsRead++
    const values: (string | null)[] = []
    let reason: string | null = null
    if (record.fields.length !== mapping.length) {
      reason = `has ${record.fields.length} fields, the header has ${mapping.length}`
    } else {
      for (const pick of picks) {
        if (!pick.column) continue
        const checked = checkValue(record.fields[pick.index], pick.column)
        if (!checked.ok) {
          reason = checked.reason
          break
        }
        values.push(checked.value)
      }
    }
    if (reason) {
      progress.badRows++
      if (errors.length < MAX_LISTED_ERRORS) errors.push({ line: record.line, reason })
      if (!skipBadRows) isRejected = true
      return
    }
    // Once rejected, nothing more is sent: the file is only read on to list its other bad rows.
    if (isRejected) return
    batch.push({ line: record.line, values })
    batchBytes += values.reduce((sum, value) => sum + (value?.length ?? 4) + 4, 12)
    if (batchBytes >= BATCH_BYTES) await send()
  }

  try {
    const parser = createCsvParser()
    for await (const chunk of textChunks(input.file, signal)) {
      progress.bytesRead += chunk.bytes
      for (const record of parser.push(chunk.text)) await take(record)
      onProgress({ ...progress })
    }
    if (signal.aborted) throw new DOMException('The import was cancelled', 'AbortError')
    for (const record of parser.finish()) await take(record)
    if (!isRejected) await send()
    await Promise.all(inFlight)
    if (signal.aborted) throw new DOMException('The import was cancelled', 'AbortError')
    if (isRejected) {
      await run(dropStagingSql(target))
      return { status: 'rejected', errors, badRows: progress.badRows }
    }
    await run(finishImportSql(target))
    return { status: 'imported', rows: progress.rowsSent, errors, badRows: progress.badRows }
  } catch (error) {
    await Promise.allSettled(inFlight)
    // Whatever happened, the staging table goes: the target was never touched.
    await run(dropStagingSql(target)).catch(() => {})
    if (signal.aborted) return { status: 'cancelled' }
    throw error
  }
}

export interface CsvImportVariables extends Omit<CsvImportInput, 'projectRef'> {
  projectRef: string
  /** The open table; undefined for a table the import has just created (the whole database is read again). */
  tableId?: number
}

export function useCsvImportMutation(options: UseCustomMutationOptions<CsvImportOutcome, ResponseError | Error, CsvImportVariables> = {}) {
  return useMutation<CsvImportOutcome, ResponseError | Error, CsvImportVariables>({
    mutationFn: (variables, context) => importCsvIntoTable(variables, context),
    // New rows change the pages and the count (a rejected or cancelled import changed nothing, and reading again is harmless).
    meta: {
      invalidates: (variables: CsvImportVariables) =>
        variables.tableId === undefined
          ? [projectKeys.database(variables.projectRef)]
          : [tableRowKeys.rowsOf(variables.projectRef, variables.tableId), tableRowKeys.rowCount(variables.projectRef, variables.schema, variables.table)],
    },
    ...options,
  })
}
