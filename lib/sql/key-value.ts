/** A named value typed into a list of rows: a request header or parameter, a server or table option. */
export interface KeyValue {
  name: string
  value: string
}

/** The rows that carry a name (trimmed); a row left empty is not a value. */
export function namedRows(rows: readonly KeyValue[]): KeyValue[] {
  return rows.filter((row) => row.name.trim()).map((row) => ({ name: row.name.trim(), value: row.value }))
}

/** A row with a value but no name is a mistake worth pointing at. */
export function hasUnnamedValue(rows: readonly KeyValue[]): boolean {
  return rows.some((row) => !row.name.trim() && row.value)
}
