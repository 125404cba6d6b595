import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export type StorageBucket = Schemas['StorageBucket']
export interface BucketsVariables {
  projectRef?: string
}
export type BucketsData = StorageBucket[]
export type BucketsError = ResponseError

export async function getBuckets({ projectRef }: BucketsVariables, signal?: AbortSignal): Promise<BucketsData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/platform/storage/{ref}/buckets', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  // A wrong-shaped answer must not crash the page: keep only rows that look like buckets.
  return Array.isArray(data) ? data.filter((bucket) => typeof bucket?.id === 'string') : []
}

export const bucketsQueryOptions = <TData = BucketsData>(variables: BucketsVariables) =>
  queryOptions<BucketsData, BucketsError, TData>({
    queryKey: storageKeys.buckets(variables.projectRef),
    queryFn: ({ signal }) => getBuckets(variables, signal),
  })

export function useBucketsQuery<TData = BucketsData>(
  variables: BucketsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<BucketsData, BucketsError, TData> = {}
) {
  return useQuery<BucketsData, BucketsError, TData>({
    ...bucketsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
