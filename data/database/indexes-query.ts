import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ExecuteSqlContext } from '@/data/sql/execute-sql'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgIndex } from '@/lib/api/types'

import { connectionHeader, requireProjectRef, resolveConnectionString } from './connection'
import { databaseKeys } from './keys'

export interface IndexesVariables {
  projectRef?: string
}
export type IndexesData = PgIndex[]
export type IndexesError = ResponseError

/**
 * Every index of a project's tables outside the system schemas (primary keys' and unique
 * constraints' included), as pg-meta lists them; one table's are those with its `table_id`.
 */
export async function getIndexes(
  { projectRef }: IndexesVariables,
  { client, signal }: ExecuteSqlContext
): Promise<IndexesData> {
  const ref = requireProjectRef(projectRef)
  const connectionString = await resolveConnectionString(client, ref)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/indexes', {
    params: { path: { ref }, header: connectionHeader(connectionString) },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const indexesQueryOptions = <TData = IndexesData>(variables: IndexesVariables) =>
  queryOptions<IndexesData, IndexesError, TData>({
    queryKey: databaseKeys.indexes(variables.projectRef),
    queryFn: ({ client, signal }) => getIndexes(variables, { client, signal }),
  })

export function useIndexesQuery<TData = IndexesData>(
  variables: IndexesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<IndexesData, IndexesError, TData> = {}
) {
  return useQuery<IndexesData, IndexesError, TData>({
    ...indexesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
