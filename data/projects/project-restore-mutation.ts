import { useMutation, useQueryClient } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { setProjectStatus } from './project-status-cache'

/** Restores a paused project; its status becomes RESTORING everywhere at once. */
export interface ProjectRestoreVariables {
  ref: string
}
export type ProjectRestoreData = Schemas['ProjectRefResponse']
export type ProjectRestoreError = ResponseError

export async function restoreProject({ ref }: ProjectRestoreVariables): Promise<ProjectRestoreData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.POST('/platform/projects/{ref}/restore', { params: { path: { ref } } })
  if (error) handleError(error)
  return data
}

export function useProjectRestoreMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<ProjectRestoreData, ProjectRestoreError, ProjectRestoreVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<ProjectRestoreData, ProjectRestoreError, ProjectRestoreVariables>({
    mutationFn: restoreProject,
    meta: { invalidates: (variables: ProjectRestoreVariables) => [projectKeys.pauseStatus(variables.ref)] },
    async onSuccess(data, variables, onMutateResult, context) {
      setProjectStatus(queryClient, variables.ref, 'RESTORING')
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
