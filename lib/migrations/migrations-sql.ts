/**
 * The migrations the Supabase CLI recorded in a project's database. The CLI creates
 * `supabase_migrations.schema_migrations` on its first `db push`/`migration up`; older CLI versions
 * wrote no `name`, newer ones add columns of their own, so each row is read whole as JSON and only
 * the fields this page shows are picked out.
 */
export const MIGRATIONS_TABLE = 'supabase_migrations.schema_migrations'

/** Whether the CLI's table exists: a project that never ran a migration has no such table. */
export const MIGRATIONS_TABLE_EXISTS_SQL = `select to_regclass('${MIGRATIONS_TABLE}') is not null as "exists"`

/** Every recorded migration, newest first (versions are the CLI's UTC timestamps, yyyymmddhhmmss). */
export const MIGRATIONS_SQL = `select to_jsonb(migration) as migration from ${MIGRATIONS_TABLE} as migration order by migration.version desc`

export interface Migration {
  version: string
  name: string | null
  statements: string[]
}

/** One row of MIGRATIONS_SQL as the page shows it; a column the CLI version did not write reads as empty. */
export function toMigration(row: { migration: Record<string, unknown> }): Migration {
  const { version, name, statements } = row.migration
  return {
    version: String(version),
    name: typeof name === 'string' && name !== '' ? name : null,
    statements: Array.isArray(statements) ? statements.filter((statement): statement is string => typeof statement === 'string') : [],
  }
}

/** "20240101120000" → "2024-01-01 12:00:00 UTC"; any other version is shown as it is. */
export function migrationTime(version: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version)
  if (!match) return null
  const [, year, month, day, hour, minute, second] = match
  return `${year}-${month}-${day} ${hour}:${minute}:${second} UTC`
}
