'use client'

import { useEffect, useRef } from 'react'

import { FullPageMessage } from '@/components/shell/layout/full-page-message'

import { useSignOut } from './use-sign-out'

/** /logout: ends the session (SPEC §4 "Sign-out") and lands on /sign-in. */
export function SignOutPage() {
  const signOut = useSignOut()
  const hasStarted = useRef(false)
  useEffect(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    void signOut()
  }, [signOut])
  return <FullPageMessage title="Signing out…" isBusy />
}
