import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { tableKeys } from './keys'

export interface TablesVariables extends PgMetaVariables {
  schema?: string
}
export type TablesData = PgTable[]
export type TablesError = ResponseError

/** The tables of one schema, without columns (the list only needs names and row estimates). */
export async function getTables({ projectRef, schema }: TablesVariables, { client, signal }: PgMetaContext): Promise<TablesData> {
  if (!schema) throw new Error('Schema is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/tables', { projectRef, query: { included_schemas: [schema], include_columns: false } }, { client, signal })
  return requireArray<PgTable>(data, 'tables')
}

export const tablesQueryOptions = <TData = TablesData>(variables: TablesVariables) =>
  queryOptions<TablesData, TablesError, TData>({
    queryKey: tableKeys.list(variables.projectRef, variables.schema),
    queryFn: (context) => getTables(variables, context),
  })

export function useTablesQuery<TData = TablesData>(
  variables: TablesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TablesData, TablesError, TData> = {}
) {
  return useQuery<TablesData, TablesError, TData>({
    ...tablesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
