import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** Versions of the project's services (auth, REST, Postgres image). */
export interface ProjectServiceVersionsVariables {
  ref?: string
}
export type ProjectServiceVersionsData = Schemas['ServiceVersions']
export type ProjectServiceVersionsError = ResponseError

export async function getProjectServiceVersions({ ref }: ProjectServiceVersionsVariables, signal?: AbortSignal): Promise<ProjectServiceVersionsData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/service-versions', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

export const projectServiceVersionsQueryOptions = <TData = ProjectServiceVersionsData>(variables: ProjectServiceVersionsVariables) =>
  queryOptions<ProjectServiceVersionsData, ProjectServiceVersionsError, TData>({
    queryKey: projectKeys.serviceVersions(variables.ref),
    queryFn: ({ signal }) => getProjectServiceVersions(variables, signal),
  })

export function useProjectServiceVersionsQuery<TData = ProjectServiceVersionsData>(
  variables: ProjectServiceVersionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectServiceVersionsData, ProjectServiceVersionsError, TData> = {}
) {
  return useQuery<ProjectServiceVersionsData, ProjectServiceVersionsError, TData>({
    ...projectServiceVersionsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
