import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Project, Schemas } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'
import { cacheWrite } from '@/lib/api/cache-writes'

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
  onError,
  ...options
}: UseCustomMutationOptions<ProjectCreateData, ProjectCreateError, ProjectCreateVariables> = {}) {
  return useMutation<ProjectCreateData, ProjectCreateError, ProjectCreateVariables>({
    mutationFn: createProject,
    meta: {
      // The new project's page opens at once on the answer, while it is still COMING_UP.
      writes: (_variables: ProjectCreateVariables, data: ProjectCreateData) => [cacheWrite<Project>(projectKeys.detail(data.ref), () => data)],
      invalidates: (variables: ProjectCreateVariables) => [
        { queryKey: projectKeys.list(), exact: true },
        projectKeys.orgProjectsPrefix(variables.organization_slug),
        organizationKeys.freeProjectLimitCheck(variables.organization_slug),
      ],
    },
    async onError(error, variables, onMutateResult, context) {
      if (onError) return onError(error, variables, onMutateResult, context)
      toast.error(`Failed to create new project: ${error.message}`)
    },
    ...options,
  })
}
