import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { buildStatementsReportSql, type StatementReportRow } from '@/lib/reports/database-report-sql'

import { reportKeys } from './keys'

export interface StatementsReportVariables extends PgMetaVariables {
  /** The schema pg_stat_statements is installed in; without it there is nothing to read. */
  schema?: string | null
}
export type StatementsReportData = StatementReportRow[]
export type StatementsReportError = ExecuteSqlError

export async function getStatementsReport({ projectRef, schema }: StatementsReportVariables, context: PgMetaContext) {
  if (!schema) throw new Error('The pg_stat_statements schema is required')
  return executeSql<StatementReportRow>({ projectRef, sql: buildStatementsReportSql(schema), queryKey: 'report-statements' }, context)
}

export const statementsReportQueryOptions = <TData = StatementsReportData>(variables: StatementsReportVariables) =>
  queryOptions<StatementsReportData, StatementsReportError, TData>({
    queryKey: reportKeys.statements(variables.projectRef, variables.schema),
    queryFn: (context) => getStatementsReport(variables, context),
  })

/** The slowest and the most frequent statements of this database, from pg_stat_statements. */
export function useStatementsReportQuery<TData = StatementsReportData>(
  variables: StatementsReportVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<StatementsReportData, StatementsReportError, TData> = {}
) {
  return useQuery<StatementsReportData, StatementsReportError, TData>({
    ...statementsReportQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
