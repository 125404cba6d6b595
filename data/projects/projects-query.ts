import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Project } from '@/lib/api/types'

import { projectKeys } from './keys'

/** Every project the user can see, across organizations. */
export type ProjectsData = Project[]
export type ProjectsError = ResponseError

export async function getProjects(signal?: AbortSignal): Promise<ProjectsData> {
  const { data, error } = await platform.GET('/platform/projects', { signal })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export const projectsQueryOptions = <TData = ProjectsData>() =>
  queryOptions<ProjectsData, ProjectsError, TData>({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => getProjects(signal),
  })

export function useProjectsQuery<TData = ProjectsData>(
  options: UseCustomQueryOptions<ProjectsData, ProjectsError, TData> = {}
) {
  return useQuery<ProjectsData, ProjectsError, TData>({ ...projectsQueryOptions<TData>(), ...options })
}
