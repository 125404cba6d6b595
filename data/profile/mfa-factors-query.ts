import type { Factor, GoTrueClient } from '@supabase/supabase-js'
import { useQuery } from '@tanstack/react-query'

import { useAuth } from '@/lib/auth/auth-context'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'

import { profileKeys } from './keys'

export type MfaFactorsData = Factor[]

/** Every factor of the signed-in user, verified or not (GET /user through auth.mfa.listFactors). */
export async function getMfaFactors(authClient: GoTrueClient): Promise<MfaFactorsData> {
  const { data, error } = await authClient.mfa.listFactors()
  if (error) throw error
  return data.all
}

export function useMfaFactorsQuery(options: UseCustomQueryOptions<MfaFactorsData, Error> = {}) {
  const { authClient, isLoggedIn } = useAuth()
  const { enabled = true, ...rest } = options
  return useQuery<MfaFactorsData, Error>({
    queryKey: profileKeys.mfaFactors(),
    queryFn: () => {
      if (!authClient) throw new Error('The auth client is not loaded')
      return getMfaFactors(authClient)
    },
    enabled: enabled && isLoggedIn && authClient !== null,
    ...rest,
  })
}
