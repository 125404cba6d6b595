import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { resourcesFromOpenApi, type ApiResource } from '@/lib/api-docs/resources'

import { docsKeys } from './keys'

export interface ProjectOpenApiVariables {
  projectRef?: string
}
/** The resources the API exposes, read from PostgREST's OpenAPI document. */
export type ProjectOpenApiData = ApiResource[]

export async function getProjectOpenApi({ projectRef }: ProjectOpenApiVariables, signal?: AbortSignal): Promise<ProjectOpenApiData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/platform/projects/{ref}/api/rest', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return resourcesFromOpenApi(data)
}

export const projectOpenApiQueryOptions = (variables: ProjectOpenApiVariables) =>
  queryOptions<ProjectOpenApiData, ResponseError>({
    queryKey: docsKeys.openApi(variables.projectRef),
    queryFn: ({ signal }) => getProjectOpenApi(variables, signal),
  })

export function useProjectOpenApiQuery(
  variables: ProjectOpenApiVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectOpenApiData, ResponseError> = {}
) {
  return useQuery<ProjectOpenApiData, ResponseError>({
    ...projectOpenApiQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
