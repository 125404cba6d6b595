import { useMutation } from '@tanstack/react-query'

import { cacheWrite } from '@/lib/api/cache-writes'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Snippet, UpsertSnippetBody } from '@/lib/api/types'

import { contentKeys } from './keys'
import type { SqlSnippetsData } from './sql-snippets-query'

/** Creates or replaces one SQL snippet (the id is chosen by the client, a UUID). */
export interface SqlSnippetUpsertVariables {
  ref: string
  snippet: UpsertSnippetBody
}
export type SqlSnippetUpsertData = Snippet
export type SqlSnippetUpsertError = ResponseError

export async function upsertSqlSnippet({ ref, snippet }: SqlSnippetUpsertVariables): Promise<SqlSnippetUpsertData> {
  if (!ref) throw new Error('Project ref is required')
  const { data, error } = await platform.PUT('/platform/projects/{ref}/content', {
    params: { path: { ref } },
    body: snippet,
  })
  if (error) handleError(error)
  return data
}

export function useSqlSnippetUpsertMutation(options: UseCustomMutationOptions<SqlSnippetUpsertData, SqlSnippetUpsertError, SqlSnippetUpsertVariables> = {}) {
  return useMutation<SqlSnippetUpsertData, SqlSnippetUpsertError, SqlSnippetUpsertVariables>({
    mutationFn: upsertSqlSnippet,
    meta: {
      // Show the saved snippet at once, then reconcile with the server's list.
      writes: (variables: SqlSnippetUpsertVariables, data: SqlSnippetUpsertData) => [
        cacheWrite<SqlSnippetsData>(contentKeys.list(variables.ref, 'sql'), (snippets) => {
          if (!snippets) return snippets
          const exists = snippets.some((snippet) => snippet.id === data.id)
          return exists ? snippets.map((snippet) => (snippet.id === data.id ? data : snippet)) : [...snippets, data]
        }),
      ],
      invalidates: (variables: SqlSnippetUpsertVariables) => [contentKeys.all(variables.ref)],
    },
    ...options,
  })
}
