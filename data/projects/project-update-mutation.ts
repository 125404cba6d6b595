import { useMutation, useQueryClient } from '@tanstack/react-query'

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

export function useProjectUpdateMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<ProjectUpdateData, ProjectUpdateError, ProjectUpdateVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<ProjectUpdateData, ProjectUpdateError, ProjectUpdateVariables>({
    mutationFn: updateProject,
    async onSuccess(data, variables, onMutateResult, context) {
      // The new name shows at once in the detail; lists (sidebar, organization page) refetch.
      queryClient.setQueryData<Project>(projectKeys.detail(variables.ref), (project) =>
        project ? { ...project, name: data?.name ?? variables.name } : project
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.list(), exact: true }),
        queryClient.invalidateQueries({ queryKey: ['projects', 'org'] }),
        queryClient.invalidateQueries({ queryKey: ['projects', variables.ref, 'settings'] }),
      ])
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
