import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { realtimeKeys } from './keys'

export interface RealtimeConfigVariables {
  projectRef?: string
}
export type RealtimeConfigData = Schemas['RealtimeConfig']
export type RealtimeConfigError = ResponseError

/** The platform's settings of the project's realtime server (limits, private-only). */
export async function getRealtimeConfig({ projectRef }: RealtimeConfigVariables, signal?: AbortSignal): Promise<RealtimeConfigData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/platform/projects/{ref}/config/realtime', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return data
}

export const realtimeConfigQueryOptions = (variables: RealtimeConfigVariables) =>
  queryOptions<RealtimeConfigData, RealtimeConfigError>({
    queryKey: realtimeKeys.config(variables.projectRef),
    queryFn: ({ signal }) => getRealtimeConfig(variables, signal),
  })

export function useRealtimeConfigQuery(
  variables: RealtimeConfigVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<RealtimeConfigData, RealtimeConfigError> = {}
) {
  return useQuery<RealtimeConfigData, RealtimeConfigError>({
    ...realtimeConfigQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
