import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { columnDependentsSql, type ColumnDependent } from '@/lib/table-designer/column-dependents'

import { columnKeys } from './keys'

export interface ColumnDependentsVariables extends PgMetaVariables {
  schema: string
  table: string
  column: string
}

/** What goes with a dropped column (its indexes and constraints; with CASCADE views, policies, foreign keys). */
export async function getColumnDependents({ projectRef, schema, table, column }: ColumnDependentsVariables, context: PgMetaContext) {
  return executeSql<ColumnDependent>(
    { projectRef, sql: columnDependentsSql({ schema, name: table }, column), queryKey: 'column-dependents' },
    context
  )
}

export const columnDependentsQueryOptions = (variables: ColumnDependentsVariables) =>
  queryOptions<ColumnDependent[], ExecuteSqlError>({
    queryKey: columnKeys.dependents(variables.projectRef, variables.schema, variables.table, variables.column),
    queryFn: (context) => getColumnDependents(variables, context),
  })

export function useColumnDependentsQuery(variables: ColumnDependentsVariables) {
  return useQuery({ ...columnDependentsQueryOptions(variables), enabled: Boolean(variables.projectRef) })
}
