import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface BucketEmptyVariables {
  projectRef: string
  bucketId: string
}
export type BucketEmptyData = Schemas['StorageMessage']

export async function emptyBucket({ projectRef, bucketId }: BucketEmptyVariables): Promise<BucketEmptyData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets/{id}/empty', {
    params: { path: { ref: projectRef, id: bucketId } },
  })
  if (error) handleError(error)
  return data
}

export function useBucketEmptyMutation(options: UseCustomMutationOptions<BucketEmptyData, ResponseError, BucketEmptyVariables> = {}) {
  return useMutation<BucketEmptyData, ResponseError, BucketEmptyVariables>({
    mutationFn: emptyBucket,
    meta: { invalidates: (variables: BucketEmptyVariables) => [storageKeys.bucketObjects(variables.projectRef, variables.bucketId)] },
    ...options,
  })
}
