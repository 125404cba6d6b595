import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildColumnPrivilegesSql, type ColumnPrivilegesData as PrivilegesRow } from '@/lib/column-privileges/privileges-sql'

import { columnPrivilegeKeys } from './keys'

export interface ColumnPrivilegesVariables extends PgMetaVariables {
  schema?: string
  table?: string
}
export type ColumnPrivilegesData = PrivilegesRow
export type ColumnPrivilegesError = ResponseError

export async function getColumnPrivileges(
  { schema, table, projectRef }: ColumnPrivilegesVariables,
  context: PgMetaContext
): Promise<ColumnPrivilegesData> {
  if (!schema || !table) throw new Error('A table is required')
  const [row] = await executeSql<PrivilegesRow>({ projectRef, sql: buildColumnPrivilegesSql(schema, table) }, context)
  return row ?? { columns: [], roles: [], table_grants: [], column_grants: [] }
}

export const columnPrivilegesQueryOptions = <TData = ColumnPrivilegesData>(variables: ColumnPrivilegesVariables) =>
  queryOptions<ColumnPrivilegesData, ColumnPrivilegesError, TData>({
    queryKey: columnPrivilegeKeys.table(variables.projectRef, variables.schema, variables.table),
    queryFn: (context) => getColumnPrivileges(variables, context),
  })

export function useColumnPrivilegesQuery<TData = ColumnPrivilegesData>(
  variables: ColumnPrivilegesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ColumnPrivilegesData, ColumnPrivilegesError, TData> = {}
) {
  return useQuery<ColumnPrivilegesData, ColumnPrivilegesError, TData>({
    ...columnPrivilegesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema) && Boolean(variables.table),
  })
}
