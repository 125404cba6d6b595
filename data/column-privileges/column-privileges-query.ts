import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { runPgQuery } from '@/data/pg-query/run-pg-query'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildColumnPrivilegesSql, type ColumnPrivilegesData as PrivilegesRow } from '@/lib/column-privileges/privileges-sql'

import { columnPrivilegeKeys } from './keys'

export interface ColumnPrivilegesVariables extends DatabaseConnectionVariables {
  schema?: string
  table?: string
}
export type ColumnPrivilegesData = PrivilegesRow
export type ColumnPrivilegesError = ResponseError

export async function getColumnPrivileges(
  { schema, table, ...connection }: ColumnPrivilegesVariables,
  signal?: AbortSignal
): Promise<ColumnPrivilegesData> {
  if (!schema || !table) throw new Error('A table is required')
  const [row] = await runPgQuery<PrivilegesRow>({ ...connection, sql: buildColumnPrivilegesSql(schema, table) }, signal)
  return row ?? { columns: [], roles: [], table_grants: [], column_grants: [] }
}

export const columnPrivilegesQueryOptions = <TData = ColumnPrivilegesData>(variables: ColumnPrivilegesVariables) =>
  queryOptions<ColumnPrivilegesData, ColumnPrivilegesError, TData>({
    queryKey: columnPrivilegeKeys.table(variables.projectRef, variables.schema, variables.table),
    queryFn: ({ signal }) => getColumnPrivileges(variables, signal),
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
