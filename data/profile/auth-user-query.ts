import type { User } from '@supabase/supabase-js'
import { useQuery } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'

import { profileKeys } from './keys'

/**
 * The auth server's user (GET /user): its identities (SPEC §3 "identities") and any pending email
 * change (new_email, email_change_sent_at).
 */
export function useAuthUserQuery() {
  const { authClient, isLoggedIn } = useAuth()
  return useQuery<User, Error>({
    queryKey: profileKeys.identities(),
    queryFn: async () => {
      if (!authClient) throw new Error('The auth client is not loaded')
      const { data, error } = await authClient.getUser()
      if (error) throw error
      return data.user
    },
    enabled: isLoggedIn && authClient !== null,
  })
}
