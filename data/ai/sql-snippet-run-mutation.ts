import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

export interface SqlSnippetRunVariables {
  projectRef: string
  sql: string
  /** The project's encrypted connection string, which the hosted platform needs for pg-meta. */
  connectionString?: string | null
}
export type SqlSnippetRunData = Record<string, unknown>[]
export type SqlSnippetRunError = ResponseError

/** Runs an assistant's SQL snippet through the project's pg-meta query endpoint; the rows of the last statement. */
export async function runSqlSnippet(
  { projectRef, sql, connectionString }: SqlSnippetRunVariables,
  signal?: AbortSignal
): Promise<SqlSnippetRunData> {
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/query', {
    params: {
      path: { ref: projectRef },
      header: connectionString ? { 'x-connection-encrypted': connectionString } : undefined,
    },
    body: { query: sql },
    signal,
  })
  if (error) handleError(error)
  // A statement without a result set (e.g. SET) answers with no rows.
  return Array.isArray(data) ? (data as SqlSnippetRunData) : []
}

export function useSqlSnippetRunMutation(
  options: UseCustomMutationOptions<SqlSnippetRunData, SqlSnippetRunError, SqlSnippetRunVariables> = {}
) {
  return useMutation<SqlSnippetRunData, SqlSnippetRunError, SqlSnippetRunVariables>({
    mutationFn: (variables) => runSqlSnippet(variables),
    ...options,
  })
}
