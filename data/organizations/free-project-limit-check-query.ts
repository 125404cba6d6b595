import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** Members who already own their maximum number of free projects (empty when none). */
export interface FreeProjectLimitCheckVariables {
  slug?: string
}
export type FreeProjectLimitCheckData = Schemas['MemberWithFreeProjectLimit'][]
export type FreeProjectLimitCheckError = ResponseError

export async function getFreeProjectLimitCheck({ slug }: FreeProjectLimitCheckVariables, signal?: AbortSignal): Promise<FreeProjectLimitCheckData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/members/reached-free-project-limit', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const freeProjectLimitCheckQueryOptions = <TData = FreeProjectLimitCheckData>(variables: FreeProjectLimitCheckVariables) =>
  queryOptions<FreeProjectLimitCheckData, FreeProjectLimitCheckError, TData>({
    queryKey: organizationKeys.freeProjectLimitCheck(variables.slug),
    queryFn: ({ signal }) => getFreeProjectLimitCheck(variables, signal),
  })

export function useFreeProjectLimitCheckQuery<TData = FreeProjectLimitCheckData>(
  variables: FreeProjectLimitCheckVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<FreeProjectLimitCheckData, FreeProjectLimitCheckError, TData> = {}
) {
  return useQuery<FreeProjectLimitCheckData, FreeProjectLimitCheckError, TData>({
    ...freeProjectLimitCheckQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
