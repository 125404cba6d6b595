import { useMutation, useQueryClient } from '@tanstack/react-query'

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

export function useBucketUpdateMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<BucketUpdateData, ResponseError, BucketUpdateVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<BucketUpdateData, ResponseError, BucketUpdateVariables>({
    mutationFn: updateBucket,
    async onSuccess(data, variables, onMutateResult, context) {
      await queryClient.invalidateQueries({ queryKey: storageKeys.buckets(variables.projectRef) })
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
