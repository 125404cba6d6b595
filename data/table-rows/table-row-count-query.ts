import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { tableRowKeys } from './keys'

export interface TableRowCountVariables extends PgMetaVariables {
  schema?: string
  table?: string
}
/** The server answers an estimate for big tables rather than running count(*) over them. */
export type TableRowCountData = Schemas['TableRowCount']
export type TableRowCountError = ResponseError

export async function getTableRowCount(
  { projectRef, schema, table }: TableRowCountVariables,
  { client, signal }: PgMetaContext
): Promise<TableRowCountData> {
  if (!schema || !table) throw new Error('Schema and table are required')
  return pgMetaGet('/platform/pg-meta/{ref}/tables/row-count', { projectRef, query: { schema, table } }, { client, signal })
}

export const tableRowCountQueryOptions = <TData = TableRowCountData>(variables: TableRowCountVariables) =>
  queryOptions<TableRowCountData, TableRowCountError, TData>({
    queryKey: tableRowKeys.rowCount(variables.projectRef, variables.schema, variables.table),
    queryFn: (context) => getTableRowCount(variables, context),
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
