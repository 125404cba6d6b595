import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgIndex } from '@/lib/api/types'

import { indexKeys } from './keys'

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
  { client, signal }: PgMetaContext
): Promise<IndexesData> {
  return pgMetaGet('/platform/pg-meta/{ref}/indexes', { projectRef }, { client, signal })
}

export const indexesQueryOptions = <TData = IndexesData>(variables: IndexesVariables) =>
  queryOptions<IndexesData, IndexesError, TData>({
    queryKey: indexKeys.list(variables.projectRef),
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
