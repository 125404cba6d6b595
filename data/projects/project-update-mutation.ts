import { useMutation } from '@tanstack/react-query'

import { cacheWrite } from '@/lib/api/cache-writes'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Project, Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** Renames a project (PATCH /platform/projects/{ref} {name}). */
export interface ProjectUpdateVariables {
  ref: string
  name: string
}
export type ProjectUpdateData = Schemas['ProjectRefResponse']
export type ProjectUpdateError = ResponseError

export async function updateProject({ ref, name }: ProjectUpdateVariables): Promise<ProjectUpdateData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.PATCH('/platform/projects/{ref}', { params: { path: { ref } }, body: { name } })
  if (error) handleError(error)
  return data
}

export function useProjectUpdateMutation(options: UseCustomMutationOptions<ProjectUpdateData, ProjectUpdateError, ProjectUpdateVariables> = {}) {
  return useMutation<ProjectUpdateData, ProjectUpdateError, ProjectUpdateVariables>({
    mutationFn: updateProject,
    meta: {
      // The new name shows at once in the detail; lists (sidebar, organization page) refetch.
      writes: (variables: ProjectUpdateVariables, data: ProjectUpdateData | undefined) => [
        cacheWrite<Project>(projectKeys.detail(variables.ref), (project) => (project ? { ...project, name: data?.name ?? variables.name } : project)),
      ],
      invalidates: (variables: ProjectUpdateVariables) => [
        { queryKey: projectKeys.list(), exact: true },
        projectKeys.orgProjectsAll(),
        projectKeys.settings(variables.ref),
      ],
    },
    ...options,
  })
}
