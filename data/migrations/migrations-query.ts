import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { MIGRATIONS_SQL, MIGRATIONS_TABLE_EXISTS_SQL, toMigration, type Migration } from '@/lib/migrations/migrations-sql'

import { migrationKeys } from './keys'

export type MigrationsVariables = PgMetaVariables
/** `hasTable` is false when the CLI never ran against this database (the page says how to start). */
export interface MigrationsData {
  hasTable: boolean
  migrations: Migration[]
}
export type MigrationsError = ExecuteSqlError

export async function getMigrations({ projectRef }: MigrationsVariables, context: PgMetaContext): Promise<MigrationsData> {
  const [presence] = await executeSql<{ exists: boolean }>({ projectRef, sql: MIGRATIONS_TABLE_EXISTS_SQL, queryKey: 'migrations-table' }, context)
  if (!presence?.exists) return { hasTable: false, migrations: [] }
  const rows = await executeSql<{ migration: Record<string, unknown> }>({ projectRef, sql: MIGRATIONS_SQL, queryKey: 'migrations' }, context)
  return { hasTable: true, migrations: rows.map(toMigration) }
}

export const migrationsQueryOptions = <TData = MigrationsData>(variables: MigrationsVariables) =>
  queryOptions<MigrationsData, MigrationsError, TData>({
    queryKey: migrationKeys.list(variables.projectRef),
    queryFn: (context) => getMigrations(variables, context),
  })

/** The rows of supabase_migrations.schema_migrations, newest first. */
export function useMigrationsQuery<TData = MigrationsData>(
  variables: MigrationsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<MigrationsData, MigrationsError, TData> = {}
) {
  return useQuery<MigrationsData, MigrationsError, TData>({
    ...migrationsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
