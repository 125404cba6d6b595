import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PasswordCheckResponse } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

/** SPEC §8 "Password check failure". */
export const passwordCheckErrorMessage = (message: string) => `Failed to check password strength: ${message}`

export type PasswordCheckVariables = { password: string }
export type PasswordCheckData = PasswordCheckResponse
export type PasswordCheckError = ResponseError

/** POST /platform/profile/password-check: the server scores the password 0–4 with feedback. */
export async function checkPassword({ password }: PasswordCheckVariables, signal?: AbortSignal): Promise<PasswordCheckData> {
  const { data, error } = await platform.POST('/platform/profile/password-check', { body: { password }, signal })
  if (error) handleError(error)
  return data
}

/** Scores a password; without an onError of its own it toasts "Failed to check password strength: …". */
export function usePasswordCheckMutation({
  onError,
  ...options
}: UseCustomMutationOptions<PasswordCheckData, PasswordCheckError, PasswordCheckVariables> = {}) {
  return useMutation<PasswordCheckData, PasswordCheckError, PasswordCheckVariables>({
    mutationFn: (variables) => checkPassword(variables),
    async onError(error, variables, onMutateResult, context) {
      if (onError) return onError(error, variables, onMutateResult, context)
      toast.error(passwordCheckErrorMessage(error.message))
    },
    ...options,
  })
}
