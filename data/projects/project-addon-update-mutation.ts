import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'


import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { projectKeys } from './keys'
import { projectStatusWrites } from './project-status-cache'

/** Selects an add-on variant; for compute_instance the project restarts at the new size (RESIZING). */
export interface ProjectAddonUpdateVariables {
  ref: string
  type: Schemas['AddonType']
  variant: string
}
export type ProjectAddonUpdateError = ResponseError

export async function updateProjectAddon({ ref, type, variant }: ProjectAddonUpdateVariables): Promise<void> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { error } = await platform.POST('/platform/projects/{ref}/billing/addons', {
    params: { path: { ref } },
    body: { addon_type: type, addon_variant: variant },
  })
  if (error) handleError(error)
}

export function useProjectAddonUpdateMutation(
  options: UseCustomMutationOptions<void, ProjectAddonUpdateError, ProjectAddonUpdateVariables> = {}
) {
  return useMutation<void, ProjectAddonUpdateError, ProjectAddonUpdateVariables>({
    mutationFn: updateProjectAddon,
    meta: {
      writes: (variables: ProjectAddonUpdateVariables) =>
        variables.type === 'compute_instance' ? projectStatusWrites(variables.ref, 'RESIZING') : [],
      invalidates: (variables: ProjectAddonUpdateVariables) => [projectKeys.addons(variables.ref), projectKeys.detail(variables.ref)],
    },
    ...options,
  })
}
