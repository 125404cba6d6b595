/**
 * Which of a table's columns most likely holds the id of the user a row belongs to, for the
 * per-user policy templates: uuid columns first (auth.uid() is a uuid), then by name.
 */
export interface ColumnInfo {
  name: string
  /** Postgres's type name (pg-meta's `format`: uuid, text, int8, …). */
  format: string
}

const PREFERRED_NAMES = ['user_id', 'owner_id', 'owner', 'created_by', 'author_id', 'profile_id', 'account_id']

function score(column: ColumnInfo): number {
  const name = column.name.toLowerCase()
  const nameRank = PREFERRED_NAMES.indexOf(name)
  const byName = nameRank >= 0 ? PREFERRED_NAMES.length - nameRank : /(^|_)(user|owner)(_|$)/.test(name) ? 0.5 : 0
  return (column.format === 'uuid' ? 100 : 0) + byName
}

/** The columns, best candidate first; equals keep the table's order. */
export function rankUserIdColumns(columns: readonly ColumnInfo[]): string[] {
  return columns
    .map((column, index) => ({ name: column.name, score: score(column), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((column) => column.name)
}
