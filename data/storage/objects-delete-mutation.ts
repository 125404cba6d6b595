import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface ObjectsDeleteVariables {
  projectRef: string
  bucketId: string
  paths: string[]
}
export type ObjectsDeleteData = Schemas['StorageObject'][]

export async function deleteObjects({ projectRef, bucketId, paths }: ObjectsDeleteVariables): Promise<ObjectsDeleteData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.DELETE('/platform/storage/{ref}/buckets/{id}/objects', {
    params: { path: { ref: projectRef, id: bucketId } },
    body: { paths },
  })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export function useObjectsDeleteMutation(options: UseCustomMutationOptions<ObjectsDeleteData, ResponseError, ObjectsDeleteVariables> = {}) {
  return useMutation<ObjectsDeleteData, ResponseError, ObjectsDeleteVariables>({
    mutationFn: deleteObjects,
    meta: { invalidates: (variables: ObjectsDeleteVariables) => [storageKeys.bucketObjects(variables.projectRef, variables.bucketId)] },
    ...options,
  })
}
