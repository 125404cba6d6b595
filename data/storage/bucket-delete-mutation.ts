import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface BucketDeleteVariables {
  projectRef: string
  bucketId: string
}
export type BucketDeleteData = Schemas['StorageMessage']

/**
 * The storage API only deletes empty buckets, so the bucket is emptied first: the user confirmed
 * deleting the bucket with everything in it.
 */
export async function deleteBucket({ projectRef, bucketId }: BucketDeleteVariables): Promise<BucketDeleteData> {
  if (!projectRef) throw new Error('projectRef is required')
  const params = { path: { ref: projectRef, id: bucketId } }
  const emptied = await platform.POST('/platform/storage/{ref}/buckets/{id}/empty', { params })
  if (emptied.error) handleError(emptied.error)
  const { data, error } = await platform.DELETE('/platform/storage/{ref}/buckets/{id}', { params })
  if (error) handleError(error)
  return data
}

export function useBucketDeleteMutation(options: UseCustomMutationOptions<BucketDeleteData, ResponseError, BucketDeleteVariables> = {}) {
  return useMutation<BucketDeleteData, ResponseError, BucketDeleteVariables>({
    mutationFn: deleteBucket,
    meta: { removes: (variables: BucketDeleteVariables) => [storageKeys.bucketObjects(variables.projectRef, variables.bucketId)], invalidates: (variables: BucketDeleteVariables) => [storageKeys.buckets(variables.projectRef)] },
    ...options,
  })
}
