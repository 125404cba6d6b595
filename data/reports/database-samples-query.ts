import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { appendSample, SAMPLE_INTERVAL_MS } from '@/lib/reports/database-rates'
import { DATABASE_COUNTERS_SQL, type DatabaseCounters } from '@/lib/reports/database-report-sql'

import { reportKeys } from './keys'

export type DatabaseSamplesVariables = PgMetaVariables
/** Every sample taken while the report has been open, oldest first (the newest is the current state). */
export type DatabaseSamplesData = DatabaseCounters[]
export type DatabaseSamplesError = ExecuteSqlError

export async function getDatabaseSamples(
  { projectRef }: DatabaseSamplesVariables,
  context: PgMetaContext
): Promise<DatabaseSamplesData> {
  const [counters] = await executeSql<DatabaseCounters>({ projectRef, sql: DATABASE_COUNTERS_SQL, queryKey: 'report-counters' }, context)
  if (!counters) throw new Error('pg_stat_database has no row for this database')
  // Counters only become rates next to the previous sample, so each fetch extends the series already in the cache.
  const previous = context.client.getQueryData<DatabaseSamplesData>(reportKeys.counters(projectRef)) ?? []
  return appendSample(previous, counters)
}

export const databaseSamplesQueryOptions = <TData = DatabaseSamplesData>(variables: DatabaseSamplesVariables) =>
  queryOptions<DatabaseSamplesData, DatabaseSamplesError, TData>({
    queryKey: reportKeys.counters(variables.projectRef),
    queryFn: (context) => getDatabaseSamples(variables, context),
    refetchInterval: SAMPLE_INTERVAL_MS,
    // The series belongs to the open report: leaving the page lets it go.
    gcTime: 0,
  })

/** The database's counters, sampled every ten seconds while the report is open. */
export function useDatabaseSamplesQuery<TData = DatabaseSamplesData>(
  variables: DatabaseSamplesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<DatabaseSamplesData, DatabaseSamplesError, TData> = {}
) {
  return useQuery<DatabaseSamplesData, DatabaseSamplesError, TData>({
    ...databaseSamplesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
