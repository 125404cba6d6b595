import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

export interface UserOtpVariables {
  projectRef: string
  /** A phone user gets the code by SMS, anyone else by e-mail. */
  phone?: string | null
  email?: string | null
}
export type UserOtpData = Schemas['AuthMessage']

export async function sendOtp({ projectRef, phone, email }: UserOtpVariables): Promise<UserOtpData> {
  if (!projectRef) throw new Error('projectRef is required')
  const body = phone ? { phone } : { email: email ?? '' }
  const { data, error } = await platform.POST('/platform/auth/{ref}/otp', { params: { path: { ref: projectRef } }, body })
  if (error) handleError(error)
  return data
}

/** Sends a one-time sign-in code; nothing the dashboard shows changes. */
export function useUserOtpMutation(options: UseCustomMutationOptions<UserOtpData, ResponseError, UserOtpVariables> = {}) {
  return useMutation<UserOtpData, ResponseError, UserOtpVariables>({ mutationFn: sendOtp, ...options })
}
