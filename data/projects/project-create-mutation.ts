import { useMutation, useQueryClient } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Project, Schemas } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

import { organizationKeys } from '../organizations/keys'
import { projectKeys } from './keys'

/** Creates a project in an organization; it starts COMING_UP and the detail polls until it is up. */
export type ProjectCreateVariables = Schemas['CreateProjectBody']
export type ProjectCreateData = Project
export type ProjectCreateError = ResponseError

export async function createProject(body: ProjectCreateVariables): Promise<ProjectCreateData> {
  const { data, error } = await platform.POST('/platform/projects', { body })
  if (error) handleError(error)
  return data
}

export function useProjectCreateMutation({
  onSuccess,
  onError,
  ...options
}: UseCustomMutationOptions<ProjectCreateData, ProjectCreateError, ProjectCreateVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<ProjectCreateData, ProjectCreateError, ProjectCreateVariables>({
    mutationFn: createProject,
    meta: { invalidates: (variables: ProjectCreateVariables) => [
        { queryKey: projectKeys.list(), exact: true },
        projectKeys.orgProjectsPrefix(variables.organization_slug),
        organizationKeys.freeProjectLimitCheck(variables.organization_slug),
      ] },
    async onSuccess(data, variables, onMutateResult, context) {
      queryClient.setQueryData(projectKeys.detail(data.ref), data)
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    async onError(error, variables, onMutateResult, context) {
      if (onError) return onError(error, variables, onMutateResult, context)
      toast.error(`Failed to create new project: ${error.message}`)
    },
    ...options,
  })
}
