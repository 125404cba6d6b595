'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { needsMfaChallenge } from '@/lib/auth/assurance'

import { FullPageMessage } from './full-page-message'

/**
 * On the platform, pages need a session: without one, go to /sign-in and come back afterwards. A
 * session signed in with a password whose account has a verified factor answers the MFA challenge first.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isLoggedIn, aal, nextAal } = useAuth()
  const mustChallenge = isLoggedIn && needsMfaChallenge({ currentLevel: aal, nextLevel: nextAal })
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()

  useEffect(() => {
    if (isLoading || (isLoggedIn && !mustChallenge)) return
    const query = searchParams.toString()
    const returnTo = query ? `${pathname}?${query}` : pathname
    router.replace(`${mustChallenge ? '/sign-in-mfa' : '/sign-in'}?${new URLSearchParams({ returnTo }).toString()}`)
  }, [isLoading, isLoggedIn, mustChallenge, pathname, router, searchParams])

  if (isLoggedIn && !mustChallenge) return <>{children}</>
  return <FullPageMessage title="Loading your dashboard…" isBusy />
}
