import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { projectStatusWrites } from './project-status-cache'

/** Pauses a project; its status becomes PAUSING everywhere at once, then the detail polls. */
export interface ProjectPauseVariables {
  ref: string
}
export type ProjectPauseData = Schemas['ProjectRefResponse']
export type ProjectPauseError = ResponseError

export async function pauseProject({ ref }: ProjectPauseVariables): Promise<ProjectPauseData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.POST('/platform/projects/{ref}/pause', { params: { path: { ref } } })
  if (error) handleError(error)
  return data
}

export function useProjectPauseMutation(options: UseCustomMutationOptions<ProjectPauseData, ProjectPauseError, ProjectPauseVariables> = {}) {
  return useMutation<ProjectPauseData, ProjectPauseError, ProjectPauseVariables>({
    mutationFn: pauseProject,
    meta: { writes: (variables: ProjectPauseVariables) => projectStatusWrites(variables.ref, 'PAUSING'), invalidates: (variables: ProjectPauseVariables) => [projectKeys.pauseStatus(variables.ref)] },
    ...options,
  })
}
