import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { contentKeys } from './keys'

export interface LogQueryDeleteVariables {
  ref: string
  id: string
}

export async function deleteLogQuery({ ref, id }: LogQueryDeleteVariables): Promise<void> {
  const { error } = await platform.DELETE('/platform/projects/{ref}/content', { params: { path: { ref }, query: { ids: [id] } } })
  if (error) handleError(error)
}

export function useLogQueryDeleteMutation() {
  return useMutation<void, ResponseError, LogQueryDeleteVariables>({
    mutationFn: deleteLogQuery,
    meta: { invalidates: (variables: LogQueryDeleteVariables) => [contentKeys.list(variables.ref, 'log_sql')] },
  })
}
