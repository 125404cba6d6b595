const numberFormat = new Intl.NumberFormat('en-US')

/** "1,000,000 rows" / "1 row"; estimates are marked with "≈". */
export function formatRowCount(count: number, isEstimate = false): string {
  const text = `${numberFormat.format(count)} ${count === 1 ? 'row' : 'rows'}`
  return isEstimate ? `≈ ${text}` : text
}

export interface RowsStatusInput {
  loaded: number
  /** More rows exist beyond the loaded ones. */
  hasMore: boolean
  /** The table's total (from the row-count endpoint), when known and meaningful (no filters). */
  total?: { count: number; is_estimate: boolean }
}

/** The grid's status line: "100 rows loaded · ≈ 1,000,000 rows in total". */
export function rowsStatusText({ loaded, hasMore, total }: RowsStatusInput): string {
  const loadedText = `${numberFormat.format(loaded)} ${loaded === 1 ? 'row' : 'rows'} loaded`
  if (total) return `${loadedText} · ${formatRowCount(total.count, total.is_estimate)} in total`
  return hasMore ? `${loadedText} · more available` : loadedText
}
