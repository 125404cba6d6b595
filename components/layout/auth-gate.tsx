'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { useAuth } from '@/components/auth/auth-provider'

import { FullPageMessage } from './full-page-message'

/** On the platform, pages need a session: without one, go to /sign-in and come back afterwards. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isLoggedIn } = useAuth()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()

  useEffect(() => {
    if (isLoading || isLoggedIn) return
    const query = searchParams.toString()
    const returnTo = query ? `${pathname}?${query}` : pathname
    router.replace(`/sign-in?${new URLSearchParams({ returnTo }).toString()}`)
  }, [isLoading, isLoggedIn, pathname, router, searchParams])

  if (isLoggedIn) return <>{children}</>
  return <FullPageMessage title="Loading your dashboard…" isBusy />
}
