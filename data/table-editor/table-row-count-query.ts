import { queryOptions, useQuery } from '@tanstack/react-query'

import { connectionHeader, requireProjectRef, type DatabaseConnectionVariables } from '@/data/database/connection'
import { sendPlatformRequest } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { tableEditorKeys } from './keys'

export interface TableRowCountVariables extends DatabaseConnectionVariables {
  schema?: string
  table?: string
}
/** The server answers an estimate for big tables rather than running count(*) over them. */
export interface TableRowCountData {
  count: number
  is_estimate: boolean
}
export type TableRowCountError = ResponseError

const ROW_COUNT_PATH = '/platform/pg-meta/{ref}/tables/row-count'

export async function getTableRowCount(
  { projectRef, connectionString, schema, table }: TableRowCountVariables,
  signal?: AbortSignal
): Promise<TableRowCountData> {
  const ref = requireProjectRef(projectRef)
  if (!schema || !table) throw new Error('Schema and table are required')
  // Sent through the shared client (same headers, errors and pg-meta rules) by path.
  const { data, error } = await sendPlatformRequest('GET', ROW_COUNT_PATH, {
    params: { path: { ref }, query: { schema, table }, header: connectionHeader(connectionString) },
    signal,
  })
  if (error) handleError(error)
  return data as TableRowCountData
}

export const tableRowCountQueryOptions = <TData = TableRowCountData>(variables: TableRowCountVariables) =>
  queryOptions<TableRowCountData, TableRowCountError, TData>({
    queryKey: tableEditorKeys.rowCount(variables.projectRef, variables.schema, variables.table),
    queryFn: ({ signal }) => getTableRowCount(variables, signal),
  })

export function useTableRowCountQuery<TData = TableRowCountData>(
  variables: TableRowCountVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TableRowCountData, TableRowCountError, TData> = {}
) {
  return useQuery<TableRowCountData, TableRowCountError, TData>({
    ...tableRowCountQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef && variables.schema && variables.table),
  })
}
