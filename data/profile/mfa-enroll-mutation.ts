import { useMutation } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { abandonedFactors } from '@/lib/auth/mfa'
import type { EnrolledTotp } from '@/lib/auth/totp-enrolment'

import { profileKeys } from './keys'
import { getMfaFactors } from './mfa-factors-query'

export type MfaEnrollVariables = { friendlyName: string }

/**
 * Starts a TOTP enrolment (POST /factors). An unverified factor left by an abandoned enrolment is
 * removed first, so it neither counts towards the limit nor blocks its friendly name.
 */
export function useMfaEnrollMutation(options: UseCustomMutationOptions<EnrolledTotp, Error, MfaEnrollVariables> = {}) {
  const { authClient } = useAuth()
  return useMutation<EnrolledTotp, Error, MfaEnrollVariables>({
    mutationFn: async ({ friendlyName }) => {
      if (!authClient) throw new Error('The auth client is not loaded')
      for (const factor of abandonedFactors(await getMfaFactors(authClient))) {
        const { error } = await authClient.mfa.unenroll({ factorId: factor.id })
        if (error) throw error
      }
      const { data, error } = await authClient.mfa.enroll({ factorType: 'totp', friendlyName: friendlyName.trim() || undefined })
      if (error) throw error
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
    },
    meta: { invalidates: () => [profileKeys.mfaFactors()], invalidatesOnError: true },
    ...options,
  })
}
