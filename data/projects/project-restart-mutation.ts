import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { projectStatusWrites } from './project-status-cache'

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

export function useProjectRestartMutation(options: UseCustomMutationOptions<void, ProjectRestartError, ProjectRestartVariables> = {}) {
  return useMutation<void, ProjectRestartError, ProjectRestartVariables>({
    mutationFn: restartProject,
    meta: { writes: (variables: ProjectRestartVariables) => projectStatusWrites(variables.ref, 'RESTARTING') },
    ...options,
  })
}
