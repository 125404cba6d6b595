import { useMutation } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { profileKeys } from './keys'

export type MfaVerifyVariables = { factorId: string; code: string }

/**
 * Challenges a factor and answers with a code (POST /factors/{id}/challenge then /verify). Success
 * lifts the session to aal2 and, for a factor being enrolled, marks it verified.
 */
export function useMfaChallengeAndVerifyMutation(options: UseCustomMutationOptions<void, Error, MfaVerifyVariables> = {}) {
  const { authClient } = useAuth()
  return useMutation<void, Error, MfaVerifyVariables>({
    mutationFn: async ({ factorId, code }) => {
      if (!authClient) throw new Error('The auth client is not loaded')
      const { error } = await authClient.mfa.challengeAndVerify({ factorId, code })
      if (error) throw error
    },
    meta: { invalidates: () => [profileKeys.mfaFactors()] },
    ...options,
  })
}
