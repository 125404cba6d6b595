import { queryOptions, useQuery } from '@tanstack/react-query'

import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ExecuteSqlError } from '@/data/sql/execute-sql'
import { parseTableList, tableListSql, type TableListEntry, type TableListRow } from '@/lib/table-editor/table-list-sql'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'

import { tableKeys } from './keys'

export interface TableListVariables extends PgMetaVariables {
  schema?: string
}
export type TableListData = TableListEntry[]
export type TableListError = ExecuteSqlError

/** A schema's tables for the table editor's list: names, RLS flag and row estimates only. */
export async function getTableList({ projectRef, schema }: TableListVariables, context: PgMetaContext): Promise<TableListData> {
  if (!schema) throw new Error('Schema is required')
  const rows = await executeSql<TableListRow>({ projectRef, sql: tableListSql(schema), queryKey: 'table-list' }, context)
  return parseTableList(rows)
}

export const tableListQueryOptions = <TData = TableListData>(variables: TableListVariables) =>
  queryOptions<TableListData, TableListError, TData>({
    queryKey: tableKeys.lightList(variables.projectRef, variables.schema),
    queryFn: (context) => getTableList(variables, context),
  })

export function useTableListQuery<TData = TableListData>(
  variables: TableListVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TableListData, TableListError, TData> = {}
) {
  return useQuery<TableListData, TableListError, TData>({
    ...tableListQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
