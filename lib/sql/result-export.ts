/** How query results are exported: the same encoding for the streamed server export and the grid. */
export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

const NEEDS_QUOTES = /[",\r\n]/

/**
 * One CSV field (RFC 4180): NULL is an empty field and an empty string a quoted "" (as Postgres's
 * COPY … CSV writes them), objects and arrays are their JSON.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (text === '') return '""'
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

/** CSV lines of `rows` (no header), reading the columns in the given order. */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let text = ''
  for (const row of rows) text += csvLine(columns.map((column) => row[column]))
  return text
}

export function rowsToCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvLine(columns) + csvRows(columns, rows)
}

/** JSON array elements for `rows`, each on its own line; `isFirst` says whether a comma must lead. */
export function jsonRows(rows: readonly Record<string, unknown>[], isFirst: boolean): string {
  let text = ''
  rows.forEach((row, index) => {
    text += `${isFirst && index === 0 ? '' : ',\n'}${JSON.stringify(row)}`
  })
  return text
}

export function rowsToJson(rows: readonly Record<string, unknown>[]): string {
  return `[\n${jsonRows(rows, true)}\n]\n`
}

/** e.g. query-results-2025-01-31T12-00-00.csv (UTC, no characters that file systems refuse). */
export function exportFileName(format: ExportFormat, date = new Date()): string {
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-')
  return `query-results-${stamp}.${format}`
}
