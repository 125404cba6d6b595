import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface BucketCreateVariables {
  projectRef: string
  body: Schemas['CreateStorageBucketBody']
}
export type BucketCreateData = { name: string }

export async function createBucket({ projectRef, body }: BucketCreateVariables): Promise<BucketCreateData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets', { params: { path: { ref: projectRef } }, body })
  if (error) handleError(error)
  return data
}

export function useBucketCreateMutation(options: UseCustomMutationOptions<BucketCreateData, ResponseError, BucketCreateVariables> = {}) {
  return useMutation<BucketCreateData, ResponseError, BucketCreateVariables>({
    mutationFn: createBucket,
    meta: { invalidates: (variables: BucketCreateVariables) => [storageKeys.buckets(variables.projectRef)] },
    ...options,
  })
}
