import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** The project's current status only (cheaper than the detail; used while it changes). */
export interface ProjectStatusVariables {
  ref?: string
}
export type ProjectStatusData = Schemas['ProjectStatusResponse']
export type ProjectStatusError = ResponseError

export async function getProjectStatus({ ref }: ProjectStatusVariables, signal?: AbortSignal): Promise<ProjectStatusData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/status', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

export const projectStatusQueryOptions = <TData = ProjectStatusData>(variables: ProjectStatusVariables) =>
  queryOptions<ProjectStatusData, ProjectStatusError, TData>({
    queryKey: projectKeys.status(variables.ref),
    queryFn: ({ signal }) => getProjectStatus(variables, signal),
  })

export function useProjectStatusQuery<TData = ProjectStatusData>(
  variables: ProjectStatusVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectStatusData, ProjectStatusError, TData> = {}
) {
  return useQuery<ProjectStatusData, ProjectStatusError, TData>({
    ...projectStatusQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
