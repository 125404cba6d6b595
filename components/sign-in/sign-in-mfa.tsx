'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { useMfaFactorsQuery } from '@/data/profile/mfa-factors-query'
import { verifiedFactors } from '@/lib/auth/mfa'
import { getReturnToPath } from '@/lib/auth/return-to'

import { useAuth } from './auth-provider'
import { MfaChallengeForm } from './mfa-challenge-form'
import { useSignOut } from './use-sign-out'

/**
 * /sign-in-mfa: the second step of signing in for an account with a verified factor. The session is
 * at aal1 after the password; a correct code lifts it to aal2 and the user continues to returnTo.
 */
export function SignInMfa() {
  const router = useRouter()
  const searchParams = useSearchParams()
  const { isLoading, isLoggedIn, aal } = useAuth()
  const factors = useMfaFactorsQuery()
  const signOut = useSignOut()
  const returnTo = getReturnToPath(searchParams.toString())

  useEffect(() => {
    if (isLoading) return
    // Nobody to challenge: sign in first, keeping where the user was going.
    if (!isLoggedIn) router.replace(`/sign-in?${new URLSearchParams({ returnTo }).toString()}`)
    // Already past the challenge (another tab, or a reload after verifying).
    else if (aal === 'aal2') router.replace(returnTo)
  }, [isLoading, isLoggedIn, aal, returnTo, router])

  const verified = verifiedFactors(factors.data ?? [])

  if (isLoading || !isLoggedIn || factors.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading your authenticators…
      </p>
    )
  }
  if (factors.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3 text-sm text-destructive">
        {`Failed to load your authenticators: ${factors.error.message}`}
        <Button size="tiny" onClick={() => factors.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (verified.length === 0) {
    // No verified factor: nothing to challenge, so the password session is all there is.
    return (
      <Button variant="primary" size="medium" onClick={() => router.replace(returnTo)}>
        Continue
      </Button>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <MfaChallengeForm factors={verified} onVerified={() => router.replace(returnTo)} />
      <Button variant="ghost" size="small" onClick={signOut}>
        Sign in with another account
      </Button>
    </div>
  )
}
