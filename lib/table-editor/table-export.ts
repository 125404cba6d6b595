import { csvLine, csvRows, jsonRows, type ExportFormat } from '@/lib/sql/result-export'

import type { TableRow } from './types'

/** e.g. public.orders-2025-01-31T12-00-00.csv; characters outside [A-Za-z0-9_.-] become "_". */
export function tableExportFileName(schema: string, table: string, format: ExportFormat, date = new Date()): string {
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-')
  const base = `${schema}.${table}`.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100)
  return `${base}-${stamp}.${format}`
}

/**
 * Encodes an export one batch at a time, the same bytes as the server's streamed export: a CSV
 * header then lines, or one JSON array with a row per line. Only the named columns are written
 * (a ctid read for keyset paging is left out).
 */
export function createBatchEncoder(format: ExportFormat, columns: readonly string[]) {
  let hasRows = false
  return {
    start: (): string => (format === 'csv' ? csvLine(columns) : '[\n'),
    batch(rows: readonly TableRow[]): string {
      if (format === 'csv') return csvRows(columns, rows)
      const picked = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])))
      const text = jsonRows(picked, !hasRows)
      hasRows ||= rows.length > 0
      return text
    },
    end: (): string => (format === 'csv' ? '' : hasRows ? '\n]\n' : ']\n'),
  }
}
