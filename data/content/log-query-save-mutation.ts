import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { contentKeys } from './keys'

/** Saves a logs query under a name, or renames one (same id): content of type `log_sql`. */
export interface LogQuerySaveVariables {
  ref: string
  id: string
  name: string
  sql: string
  description?: string | null
}

export async function saveLogQuery({ ref, id, name, sql, description = null }: LogQuerySaveVariables): Promise<void> {
  const { error } = await platform.PUT('/platform/projects/{ref}/content', {
    params: { path: { ref } },
    body: { id, name, description, type: 'log_sql', visibility: 'user', favorite: false, content: { sql, schema_version: '1' } },
  })
  if (error) handleError(error)
}

export function useLogQuerySaveMutation() {
  return useMutation<void, ResponseError, LogQuerySaveVariables>({
    mutationFn: saveLogQuery,
    meta: { invalidates: (variables: LogQuerySaveVariables) => [contentKeys.list(variables.ref, 'log_sql')] },
  })
}
