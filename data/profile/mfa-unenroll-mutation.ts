import { useMutation } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { profileKeys } from './keys'

export type MfaUnenrollVariables = { factorId: string }

/** Removes a factor (DELETE /factors/{id}); a verified one needs an aal2 session. */
export function useMfaUnenrollMutation(options: UseCustomMutationOptions<void, Error, MfaUnenrollVariables> = {}) {
  const { authClient } = useAuth()
  return useMutation<void, Error, MfaUnenrollVariables>({
    mutationFn: async ({ factorId }) => {
      if (!authClient) throw new Error('The auth client is not loaded')
      const { error } = await authClient.mfa.unenroll({ factorId })
      if (error) throw error
    },
    meta: { invalidates: () => [profileKeys.mfaFactors()], invalidatesOnError: true },
    ...options,
  })
}
