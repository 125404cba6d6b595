import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/** Whether, and for how many more days, a paused project can be restored. */
export interface ProjectPauseStatusVariables {
  ref?: string
}
export type ProjectPauseStatusData = Schemas['ProjectPauseStatus']
export type ProjectPauseStatusError = ResponseError

export async function getProjectPauseStatus({ ref }: ProjectPauseStatusVariables, signal?: AbortSignal): Promise<ProjectPauseStatusData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/pause/status', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

export const projectPauseStatusQueryOptions = <TData = ProjectPauseStatusData>(variables: ProjectPauseStatusVariables) =>
  queryOptions<ProjectPauseStatusData, ProjectPauseStatusError, TData>({
    queryKey: projectKeys.pauseStatus(variables.ref),
    queryFn: ({ signal }) => getProjectPauseStatus(variables, signal),
  })

export function useProjectPauseStatusQuery<TData = ProjectPauseStatusData>(
  variables: ProjectPauseStatusVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectPauseStatusData, ProjectPauseStatusError, TData> = {}
) {
  return useQuery<ProjectPauseStatusData, ProjectPauseStatusError, TData>({
    ...projectPauseStatusQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
