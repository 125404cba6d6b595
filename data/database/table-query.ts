import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export interface TableVariables extends DatabaseConnectionVariables {
  /** The table's pg-meta id (its oid). */
  id?: number
}
export type TableData = PgTable
export type TableError = ResponseError

export const TABLE_NOT_FOUND_MESSAGE = 'Table not found'

/** One table with its columns and primary key. */
export async function getTable({ projectRef, id }: TableVariables, { client, signal }: DatabaseRequestContext): Promise<TableData> {
  if (id === undefined || !Number.isInteger(id)) throw new Error('Table id is required')
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/tables', {
    params: { path: { ref }, query: { id, include_columns: true }, header },
    signal,
  })
  if (error) handleError(error)
  const table = data.find((candidate) => candidate.id === id)
  if (!table) throw new ResponseError(TABLE_NOT_FOUND_MESSAGE, 404)
  return table
}

export const tableQueryOptions = <TData = TableData>(variables: TableVariables) =>
  queryOptions<TableData, TableError, TData>({
    queryKey: databaseKeys.table(variables.projectRef, variables.id),
    queryFn: (context) => getTable(variables, context),
  })

export function useTableQuery<TData = TableData>(
  variables: TableVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TableData, TableError, TData> = {}
) {
  return useQuery<TableData, TableError, TData>({
    ...tableQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && variables.id !== undefined,
  })
}
