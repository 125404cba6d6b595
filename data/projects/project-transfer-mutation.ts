import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** Moves a project to another organization of the user. */
export interface ProjectTransferVariables {
  ref: string
  targetOrganizationSlug: string
}
export type ProjectTransferError = ResponseError

export async function transferProject({ ref, targetOrganizationSlug }: ProjectTransferVariables): Promise<void> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { error } = await platform.POST('/platform/projects/{ref}/transfer', {
    params: { path: { ref } },
    body: { target_organization_slug: targetOrganizationSlug },
  })
  if (error) handleError(error)
}

export function useProjectTransferMutation(options: UseCustomMutationOptions<void, ProjectTransferError, ProjectTransferVariables> = {}) {
  return useMutation<void, ProjectTransferError, ProjectTransferVariables>({
    mutationFn: transferProject,
    // The project's organization changed: its detail and every organization's list are stale.
    meta: { invalidates: (variables: ProjectTransferVariables) => [projectKeys.detail(variables.ref), { queryKey: projectKeys.list(), exact: true }, projectKeys.orgProjectsAll()] },
    ...options,
  })
}
