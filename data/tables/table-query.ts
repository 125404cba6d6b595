import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { tableKeys } from './keys'

export interface TableVariables extends PgMetaVariables {
  /** The table's pg-meta id (its oid). */
  id?: number
}
export type TableData = PgTable
export type TableError = ResponseError

export const TABLE_NOT_FOUND_MESSAGE = 'Table not found'

/** One table with its columns and primary key. */
export async function getTable({ projectRef, id }: TableVariables, { client, signal }: PgMetaContext): Promise<TableData> {
  if (id === undefined || !Number.isInteger(id)) throw new Error('Table id is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/tables', { projectRef, query: { id, include_columns: true } }, { client, signal })
  const table = data.find((candidate) => candidate.id === id)
  if (!table) throw new ResponseError(TABLE_NOT_FOUND_MESSAGE, 404)
  return table
}

export const tableQueryOptions = <TData = TableData>(variables: TableVariables) =>
  queryOptions<TableData, TableError, TData>({
    queryKey: tableKeys.detail(variables.projectRef, variables.id),
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
