import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { storageKeys } from './keys'

export interface ObjectMoveVariables {
  projectRef: string
  bucketId: string
  from: string
  to: string
}
export type ObjectMoveData = Schemas['StorageMessage']

/** Renames or moves one object inside its bucket (folders exist only as path prefixes). */
export async function moveObject({ projectRef, bucketId, from, to }: ObjectMoveVariables): Promise<ObjectMoveData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/storage/{ref}/buckets/{id}/objects/move', {
    params: { path: { ref: projectRef, id: bucketId } },
    body: { from, to },
  })
  if (error) handleError(error)
  return data
}

export function useObjectMoveMutation(options: UseCustomMutationOptions<ObjectMoveData, ResponseError, ObjectMoveVariables> = {}) {
  return useMutation<ObjectMoveData, ResponseError, ObjectMoveVariables>({
    mutationFn: moveObject,
    meta: { invalidates: (variables: ObjectMoveVariables) => [storageKeys.bucketObjects(variables.projectRef, variables.bucketId)] },
    ...options,
  })
}
