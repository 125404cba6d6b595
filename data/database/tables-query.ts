import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export interface TablesVariables extends DatabaseConnectionVariables {
  schema?: string
}
export type TablesData = PgTable[]
export type TablesError = ResponseError

/** The tables of one schema, without columns (the list only needs names and row estimates). */
export async function getTables({ projectRef, schema }: TablesVariables, { client, signal }: DatabaseRequestContext): Promise<TablesData> {
  if (!schema) throw new Error('Schema is required')
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/tables', {
    params: {
      path: { ref },
      query: { included_schemas: [schema], include_columns: false },
      header,
    },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const tablesQueryOptions = <TData = TablesData>(variables: TablesVariables) =>
  queryOptions<TablesData, TablesError, TData>({
    queryKey: databaseKeys.tables(variables.projectRef, variables.schema),
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
