import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Snippet } from '@/lib/api/types'

import { contentKeys } from './keys'

const PROJECT_REF_REQUIRED_MESSAGE = 'Project ref is required'

/** The project's saved SQL snippets. */
export interface SqlSnippetsVariables {
  ref?: string
}
export type SqlSnippetsData = Snippet[]
export type SqlSnippetsError = ResponseError

export async function getSqlSnippets({ ref }: SqlSnippetsVariables, signal?: AbortSignal): Promise<SqlSnippetsData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/content', {
    params: { path: { ref }, query: { type: 'sql' } },
    signal,
  })
  if (error) handleError(error)
  return Array.isArray(data?.data) ? data.data : []
}

export const sqlSnippetsQueryOptions = <TData = SqlSnippetsData>(variables: SqlSnippetsVariables) =>
  queryOptions<SqlSnippetsData, SqlSnippetsError, TData>({
    queryKey: contentKeys.list(variables.ref, 'sql'),
    queryFn: ({ signal }) => getSqlSnippets(variables, signal),
  })

export function useSqlSnippetsQuery<TData = SqlSnippetsData>(
  variables: SqlSnippetsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<SqlSnippetsData, SqlSnippetsError, TData> = {}
) {
  return useQuery<SqlSnippetsData, SqlSnippetsError, TData>({
    ...sqlSnippetsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
