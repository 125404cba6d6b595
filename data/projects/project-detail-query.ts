import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Project } from '@/lib/api/types'
import { PROJECT_DETAIL_STALE_TIME_MS, projectRefetchInterval } from '@/lib/projects/status'

import { projectKeys } from './keys'

/** SPEC §5, §8: loading a project without its ref fails with this text. */
export const PROJECT_REF_REQUIRED_MESSAGE = 'Project ref is required'

export interface ProjectDetailVariables {
  ref?: string
}
export type ProjectDetailData = Project
export type ProjectDetailError = ResponseError

export async function getProjectDetail({ ref }: ProjectDetailVariables, signal?: AbortSignal): Promise<ProjectDetailData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

/**
 * Fresh 30 s; refetched every 5 s while the project is COMING_UP or UNKNOWN or has no valid
 * connection string yet (SPEC §4).
 */
export const projectDetailQueryOptions = <TData = ProjectDetailData>(variables: ProjectDetailVariables) =>
  queryOptions<ProjectDetailData, ProjectDetailError, TData>({
    queryKey: projectKeys.detail(variables.ref),
    queryFn: ({ signal }) => getProjectDetail(variables, signal),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
    refetchInterval: (query) => projectRefetchInterval(query.state.data),
  })

export function useProjectDetailQuery<TData = ProjectDetailData>(
  variables: ProjectDetailVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectDetailData, ProjectDetailError, TData> = {}
) {
  return useQuery<ProjectDetailData, ProjectDetailError, TData>({
    ...projectDetailQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
