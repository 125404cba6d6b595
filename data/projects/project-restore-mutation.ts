import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { projectStatusWrites } from './project-status-cache'

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

export function useProjectRestoreMutation(options: UseCustomMutationOptions<ProjectRestoreData, ProjectRestoreError, ProjectRestoreVariables> = {}) {
  return useMutation<ProjectRestoreData, ProjectRestoreError, ProjectRestoreVariables>({
    mutationFn: restoreProject,
    meta: { writes: (variables: ProjectRestoreVariables) => projectStatusWrites(variables.ref, 'RESTORING'), invalidates: (variables: ProjectRestoreVariables) => [projectKeys.pauseStatus(variables.ref)] },
    ...options,
  })
}
