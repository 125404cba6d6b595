import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'


import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** The project's add-ons (its compute size among them) and the variants it could switch to. */
export interface ProjectAddonsVariables {
  ref?: string
}
export type ProjectAddonsData = Schemas['ProjectAddonsResponse']
export type ProjectAddonsError = ResponseError

export async function getProjectAddons({ ref }: ProjectAddonsVariables, signal?: AbortSignal): Promise<ProjectAddonsData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/billing/addons', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

export const projectAddonsQueryOptions = (variables: ProjectAddonsVariables) =>
  queryOptions<ProjectAddonsData, ProjectAddonsError>({
    queryKey: projectKeys.addons(variables.ref),
    queryFn: ({ signal }) => getProjectAddons(variables, signal),
  })

export function useProjectAddonsQuery(
  variables: ProjectAddonsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectAddonsData, ProjectAddonsError> = {}
) {
  return useQuery<ProjectAddonsData, ProjectAddonsError>({
    ...projectAddonsQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
