import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { PROJECT_REF_REQUIRED_MESSAGE } from '../projects/project-detail-query'

/** Sets a new password for the project's postgres user. Nothing cached holds the password. */
export interface DbPasswordUpdateVariables {
  ref: string
  password: string
}
export type DbPasswordUpdateData = Schemas['UpdateDbPasswordResponse']
export type DbPasswordUpdateError = ResponseError

export async function updateDbPassword({ ref, password }: DbPasswordUpdateVariables): Promise<DbPasswordUpdateData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  const { data, error } = await platform.PATCH('/platform/projects/{ref}/db-password', {
    params: { path: { ref } },
    body: { password },
  })
  if (error) handleError(error)
  return data
}

export function useDbPasswordUpdateMutation(
  options: UseCustomMutationOptions<DbPasswordUpdateData, DbPasswordUpdateError, DbPasswordUpdateVariables> = {}
) {
  return useMutation<DbPasswordUpdateData, DbPasswordUpdateError, DbPasswordUpdateVariables>({
    mutationFn: updateDbPassword,
    ...options,
  })
}
