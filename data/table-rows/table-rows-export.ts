import type { PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { buildRowsQuery, cursorFromRow, type Cursor, type OrderTerm } from '@/lib/table-editor/keyset'
import { EXPORT_MIME_TYPES, type ExportFormat } from '@/lib/sql/result-export'
import { createBatchEncoder } from '@/lib/table-editor/table-export'
import type { Filter, TableRow } from '@/lib/table-editor/types'

/** Rows per query endpoint call: few round trips, a bounded answer each. */
export const EXPORT_PAGE_SIZE = 5000

export interface TableRowsExportVariables {
  projectRef: string
  schema: string
  table: string
  columns: readonly string[]
  terms: readonly OrderTerm[]
  filters: readonly Filter[]
  format: ExportFormat
}

/**
 * The platform's export: the hosted API only offers the query endpoint, so the rows are read by
 * keyset pages (the grid's builder, 5,000 at a time, no OFFSET) and each page is encoded at once
 * into a Blob part; only one page of rows is ever held as objects. The browser keeps Blob data off
 * the JS heap (and spills big ones to disk), so the tab's heap stays flat for 1M rows.
 */
export async function exportTableRowsInPages(
  { projectRef, schema, table, columns, terms, filters, format }: TableRowsExportVariables,
  context: PgMetaContext,
  onProgress: (rowsWritten: number) => void = () => {}
): Promise<Blob> {
  const encoder = createBatchEncoder(format, columns)
  const parts: Blob[] = [new Blob([encoder.start()])]
  let cursor: Cursor | null = null
  let written = 0
  for (;;) {
    const sql = buildRowsQuery({ schema, table, columns, terms, filters, pageDirection: 'forward', cursor, limit: EXPORT_PAGE_SIZE })
    const result = await executeSql<TableRow>({ projectRef, sql, queryKey: 'table-editor-export' }, context)
    const page = result.slice(0, EXPORT_PAGE_SIZE)
    parts.push(new Blob([encoder.batch(page)]))
    written += page.length
    onProgress(written)
    if (result.length <= EXPORT_PAGE_SIZE || page.length === 0) break
    cursor = cursorFromRow(page[page.length - 1], terms)
  }
  parts.push(new Blob([encoder.end()]))
  return new Blob(parts, { type: EXPORT_MIME_TYPES[format] })
}
