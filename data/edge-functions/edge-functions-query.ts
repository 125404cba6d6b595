import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { edgeFunctionKeys } from './keys'

export type EdgeFunction = Schemas['EdgeFunction']
export type EdgeFunctionsData = EdgeFunction[]

export async function getEdgeFunctions({ projectRef }: { projectRef?: string }, signal?: AbortSignal): Promise<EdgeFunctionsData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/functions', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export function useEdgeFunctionsQuery(
  { projectRef }: { projectRef?: string },
  { enabled = true, ...options }: UseCustomQueryOptions<EdgeFunctionsData, ResponseError> = {}
) {
  return useQuery<EdgeFunctionsData, ResponseError>({
    queryKey: edgeFunctionKeys.list(projectRef),
    queryFn: ({ signal }) => getEdgeFunctions({ projectRef }, signal),
    ...options,
    enabled: enabled && Boolean(projectRef),
  })
}
