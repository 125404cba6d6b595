import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** Deletes a project and drops it from every cached list. */
export interface ProjectDeleteVariables {
  ref: string
}
export type ProjectDeleteData = Schemas['ProjectRefResponse']
export type ProjectDeleteError = ResponseError

export async function deleteProject({ ref }: ProjectDeleteVariables): Promise<ProjectDeleteData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.DELETE('/platform/projects/{ref}', { params: { path: { ref } } })
  if (error) handleError(error)
  return data
}

export function useProjectDeleteMutation(options: UseCustomMutationOptions<ProjectDeleteData, ProjectDeleteError, ProjectDeleteVariables> = {}) {
  return useMutation<ProjectDeleteData, ProjectDeleteError, ProjectDeleteVariables>({
    mutationFn: deleteProject,
    meta: {
      // The deleted project's own entries are dropped, not refetched (they would answer 404).
      removes: (variables: ProjectDeleteVariables) => [projectKeys.all(variables.ref)],
      invalidates: () => [projectKeys.list()],
    },
    ...options,
  })
}
