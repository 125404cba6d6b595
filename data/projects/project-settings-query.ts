import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'
import { projectKeys } from './keys'

export interface ProjectSettingsVariables {
  projectRef?: string
}
export type ProjectSettingsData = Schemas['ProjectSettings']
export type ProjectSettingsError = ResponseError

export async function getProjectSettings({ projectRef }: ProjectSettingsVariables, signal?: AbortSignal): Promise<ProjectSettingsData> {
  if (!projectRef) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/settings', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return data
}

export const projectSettingsQueryOptions = <TData = ProjectSettingsData>(variables: ProjectSettingsVariables) =>
  queryOptions<ProjectSettingsData, ProjectSettingsError, TData>({
    queryKey: projectKeys.settings(variables.projectRef),
    queryFn: ({ signal }) => getProjectSettings(variables, signal),
  })

export function useProjectSettingsQuery<TData = ProjectSettingsData>(
  variables: ProjectSettingsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectSettingsData, ProjectSettingsError, TData> = {}
) {
  return useQuery<ProjectSettingsData, ProjectSettingsError, TData>({
    ...projectSettingsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
