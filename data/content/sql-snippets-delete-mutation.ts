import { useMutation } from '@tanstack/react-query'

import { cacheWrite } from '@/lib/api/cache-writes'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { contentKeys } from './keys'
import type { SqlSnippetsData } from './sql-snippets-query'

/** Deletes SQL snippets by id (sent comma-joined in the ids query parameter). */
export interface SqlSnippetsDeleteVariables {
  ref: string
  ids: string[]
}
export type SqlSnippetsDeleteData = { id: string }[]
export type SqlSnippetsDeleteError = ResponseError

export async function deleteSqlSnippets({ ref, ids }: SqlSnippetsDeleteVariables): Promise<SqlSnippetsDeleteData> {
  if (!ref) throw new Error('Project ref is required')
  const { data, error } = await platform.DELETE('/platform/projects/{ref}/content', {
    params: { path: { ref }, query: { ids } },
  })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export function useSqlSnippetsDeleteMutation(options: UseCustomMutationOptions<SqlSnippetsDeleteData, SqlSnippetsDeleteError, SqlSnippetsDeleteVariables> = {}) {
  return useMutation<SqlSnippetsDeleteData, SqlSnippetsDeleteError, SqlSnippetsDeleteVariables>({
    mutationFn: deleteSqlSnippets,
    meta: {
      // The deleted snippets leave the list at once, then it reconciles with the server's.
      writes: (variables: SqlSnippetsDeleteVariables) => [
        cacheWrite<SqlSnippetsData>(contentKeys.list(variables.ref, 'sql'), (snippets) => snippets?.filter((snippet) => !variables.ids.includes(snippet.id))),
      ],
      invalidates: (variables: SqlSnippetsDeleteVariables) => [contentKeys.all(variables.ref)],
    },
    ...options,
  })
}
