const numberFormat = new Intl.NumberFormat('en-US')

/** "1,000,000 rows" / "1 row"; estimates are marked with "≈". */
export function formatRowCount(count: number, isEstimate = false): string {
  const text = `${numberFormat.format(count)} ${count === 1 ? 'row' : 'rows'}`
  return isEstimate ? `≈ ${text}` : text
}
