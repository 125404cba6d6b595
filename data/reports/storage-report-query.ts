import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { INDEX_USAGE_SQL, TABLE_HEALTH_SQL, type IndexUsageRow, type TableHealthRow } from '@/lib/reports/database-report-sql'

import { reportKeys } from './keys'

export type StorageReportVariables = PgMetaVariables
export interface StorageReportData {
  tables: TableHealthRow[]
  indexes: IndexUsageRow[]
}
export type StorageReportError = ExecuteSqlError

/** Sizes, dead rows and index use: read once with the report (sizes touch every relation's files), and on Refresh. */
export async function getStorageReport({ projectRef }: StorageReportVariables, context: PgMetaContext): Promise<StorageReportData> {
  const [tables, indexes] = await Promise.all([
    executeSql<TableHealthRow>({ projectRef, sql: TABLE_HEALTH_SQL, queryKey: 'report-tables' }, context),
    executeSql<IndexUsageRow>({ projectRef, sql: INDEX_USAGE_SQL, queryKey: 'report-indexes' }, context),
  ])
  return { tables, indexes }
}

export const storageReportQueryOptions = <TData = StorageReportData>(variables: StorageReportVariables) =>
  queryOptions<StorageReportData, StorageReportError, TData>({
    queryKey: reportKeys.storage(variables.projectRef),
    queryFn: (context) => getStorageReport(variables, context),
  })

export function useStorageReportQuery<TData = StorageReportData>(
  variables: StorageReportVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<StorageReportData, StorageReportError, TData> = {}
) {
  return useQuery<StorageReportData, StorageReportError, TData>({
    ...storageReportQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
