import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { PROJECT_REF_REQUIRED_MESSAGE } from '../projects/project-detail-query'
import { configKeys } from './keys'

/** The project's API endpoint, its API keys and its database address. */
export interface ProjectSettingsVariables {
  ref?: string
}
export type ProjectSettingsData = Schemas['ProjectSettings']
export type ProjectSettingsError = ResponseError

export async function getProjectSettings({ ref }: ProjectSettingsVariables, signal?: AbortSignal): Promise<ProjectSettingsData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/settings', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  return data
}

export const projectSettingsQueryOptions = (variables: ProjectSettingsVariables) =>
  queryOptions<ProjectSettingsData, ProjectSettingsError>({
    queryKey: configKeys.settings(variables.ref),
    queryFn: ({ signal }) => getProjectSettings(variables, signal),
  })

export function useProjectSettingsQuery(
  variables: ProjectSettingsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectSettingsData, ProjectSettingsError> = {}
) {
  return useQuery<ProjectSettingsData, ProjectSettingsError>({
    ...projectSettingsQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
