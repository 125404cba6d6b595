import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { PROJECT_REF_REQUIRED_MESSAGE } from '../projects/project-detail-query'
import { configKeys } from './keys'

/** The project's connection pooler (Supavisor): one entry per database, the primary among them. */
export interface SupavisorConfigVariables {
  ref?: string
}
export type SupavisorConfigData = Schemas['SupavisorConfig'][]
export type SupavisorConfigError = ResponseError

export async function getSupavisorConfig({ ref }: SupavisorConfigVariables, signal?: AbortSignal): Promise<SupavisorConfigData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.GET('/platform/projects/{ref}/config/supavisor', { params: { path: { ref } }, signal })
  if (error) handleError(error)
  // A wrong-shaped answer must not break the page: no list means no pooler to show.
  return Array.isArray(data) ? data : []
}

export const supavisorConfigQueryOptions = (variables: SupavisorConfigVariables) =>
  queryOptions<SupavisorConfigData, SupavisorConfigError>({
    queryKey: configKeys.supavisor(variables.ref),
    queryFn: ({ signal }) => getSupavisorConfig(variables, signal),
  })

export function useSupavisorConfigQuery(
  variables: SupavisorConfigVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<SupavisorConfigData, SupavisorConfigError> = {}
) {
  return useQuery<SupavisorConfigData, SupavisorConfigError>({
    ...supavisorConfigQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref),
  })
}
