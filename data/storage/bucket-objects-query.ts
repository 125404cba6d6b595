import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export type StorageObject = Schemas['StorageObject']
export interface BucketObjectsVariables {
  projectRef?: string
  bucketId?: string
  /** Folder path without a trailing slash, "" for the bucket's root. */
  prefix?: string
}
export type BucketObjectsData = StorageObject[]
export type BucketObjectsError = ResponseError

/** The most entries one folder shows; the page says when there are more. */
export const OBJECTS_PAGE_LIMIT = 1000

export async function getBucketObjects(
  { projectRef, bucketId, prefix = '' }: BucketObjectsVariables,
  signal?: AbortSignal
): Promise<BucketObjectsData> {
  if (!projectRef) throw new Error('projectRef is required')
  if (!bucketId) throw new Error('bucketId is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets/{id}/objects/list', {
    params: { path: { ref: projectRef, id: bucketId } },
    body: { path: prefix, options: { limit: OBJECTS_PAGE_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' } } },
    signal,
  })
  if (error) handleError(error)
  return Array.isArray(data) ? data.filter((row) => typeof row?.name === 'string' && row.name !== '') : []
}

export const bucketObjectsQueryOptions = <TData = BucketObjectsData>(variables: BucketObjectsVariables) =>
  queryOptions<BucketObjectsData, BucketObjectsError, TData>({
    queryKey: storageKeys.objects(variables.projectRef, variables.bucketId, variables.prefix ?? ''),
    queryFn: ({ signal }) => getBucketObjects(variables, signal),
  })

export function useBucketObjectsQuery<TData = BucketObjectsData>(
  variables: BucketObjectsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<BucketObjectsData, BucketObjectsError, TData> = {}
) {
  return useQuery<BucketObjectsData, BucketObjectsError, TData>({
    ...bucketObjectsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.bucketId),
  })
}
