import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import type { EdgeFunction } from './edge-functions-query'
import { edgeFunctionKeys } from './keys'

export interface EdgeFunctionVariables {
  projectRef?: string
  slug?: string
}

export async function getEdgeFunction({ projectRef, slug }: EdgeFunctionVariables, signal?: AbortSignal): Promise<EdgeFunction> {
  if (!projectRef) throw new Error('projectRef is required')
  if (!slug) throw new Error('slug is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/functions/{function_slug}', {
    params: { path: { ref: projectRef, function_slug: slug } },
    signal,
  })
  if (error) handleError(error)
  return data as EdgeFunction
}

export function useEdgeFunctionQuery(
  { projectRef, slug }: EdgeFunctionVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<EdgeFunction, ResponseError> = {}
) {
  return useQuery<EdgeFunction, ResponseError>({
    queryKey: edgeFunctionKeys.detail(projectRef, slug),
    queryFn: ({ signal }) => getEdgeFunction({ projectRef, slug }, signal),
    ...options,
    enabled: enabled && Boolean(projectRef && slug),
  })
}
