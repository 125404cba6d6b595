import { useMutation } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { profileKeys } from './keys'

export type EmailChangeVariables = { email: string; redirectTo: string }

/** Asks the auth server to change the address (PUT /user); it waits for the new address's confirmation. */
export function useEmailChangeMutation(options: UseCustomMutationOptions<void, Error, EmailChangeVariables> = {}) {
  const { authClient } = useAuth()
  return useMutation<void, Error, EmailChangeVariables>({
    mutationFn: async ({ email, redirectTo }) => {
      if (!authClient) throw new Error('The auth client is not loaded')
      const { error } = await authClient.updateUser({ email }, { emailRedirectTo: redirectTo })
      if (error) throw error
    },
    meta: { invalidates: () => [profileKeys.identities()] },
    ...options,
  })
}
