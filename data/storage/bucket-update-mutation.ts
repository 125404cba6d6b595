import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface BucketUpdateVariables {
  projectRef: string
  bucketId: string
  body: Schemas['UpdateStorageBucketBody']
}
export type BucketUpdateData = Schemas['StorageMessage']

export async function updateBucket({ projectRef, bucketId, body }: BucketUpdateVariables): Promise<BucketUpdateData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.PATCH('/platform/storage/{ref}/buckets/{id}', {
    params: { path: { ref: projectRef, id: bucketId } },
    body,
  })
  if (error) handleError(error)
  return data
}

export function useBucketUpdateMutation(options: UseCustomMutationOptions<BucketUpdateData, ResponseError, BucketUpdateVariables> = {}) {
  return useMutation<BucketUpdateData, ResponseError, BucketUpdateVariables>({
    mutationFn: updateBucket,
    meta: { invalidates: (variables: BucketUpdateVariables) => [storageKeys.buckets(variables.projectRef)] },
    ...options,
  })
}
