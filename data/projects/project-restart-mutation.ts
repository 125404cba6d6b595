import { useMutation, useQueryClient } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { setProjectStatus } from './project-status-cache'

/** Restarts a project; it reports RESTARTING until it is healthy again (the detail polls meanwhile). */
export interface ProjectRestartVariables {
  ref: string
}
export type ProjectRestartError = ResponseError

export async function restartProject({ ref }: ProjectRestartVariables): Promise<void> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { error } = await platform.POST('/platform/projects/{ref}/restart', { params: { path: { ref } } })
  if (error) handleError(error)
}

export function useProjectRestartMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<void, ProjectRestartError, ProjectRestartVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<void, ProjectRestartError, ProjectRestartVariables>({
    mutationFn: restartProject,
    async onSuccess(data, variables, onMutateResult, context) {
      setProjectStatus(queryClient, variables.ref, 'RESTARTING')
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
