import { useMutation } from '@tanstack/react-query'

import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { storageKeys } from './keys'
import { uploadObject, type ObjectUploadVariables } from './object-upload'

/** Uploads one file (resumable, in 6 MB chunks); the bucket's listed folders refetch after it. */
export function useObjectUploadMutation(options: UseCustomMutationOptions<void, Error, ObjectUploadVariables> = {}) {
  return useMutation<void, Error, ObjectUploadVariables>({
    mutationFn: uploadObject,
    meta: { invalidates: (variables: ObjectUploadVariables) => [storageKeys.bucketObjects(variables.projectRef, variables.bucketId)] },
    ...options,
  })
}
