'use client'

import type { GoTrueClient, Session } from '@supabase/supabase-js'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { useConfig } from '@/components/providers/config-provider'
import { getAuthClient } from '@/lib/auth/auth-client'

export type AssuranceLevel = 'aal1' | 'aal2' | null

export interface AuthState {
  isLoading: boolean
  isLoggedIn: boolean
  session: Session | null
  /** The session's authenticator assurance level; aal2 means it passed MFA. */
  aal: AssuranceLevel
  /** The platform-mode auth client; absent when self-hosted. */
  authClient: GoTrueClient | null
}

const AuthContext = createContext<AuthState | null>(null)

const SELF_HOSTED_AUTH: AuthState = { isLoading: false, isLoggedIn: true, session: null, aal: null, authClient: null }

/** Self-hosted users are always signed in (SPEC §1); on the platform the session comes from GoTrue. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useConfig()
  if (!config.isPlatform || !config.gotrueUrl) {
    return <AuthContext.Provider value={SELF_HOSTED_AUTH}>{children}</AuthContext.Provider>
  }
  return (
    <PlatformAuthProvider gotrueUrl={config.gotrueUrl} anonKey={config.gotrueAnonKey}>
      {children}
    </PlatformAuthProvider>
  )
}

function PlatformAuthProvider({ gotrueUrl, anonKey, children }: { gotrueUrl: string; anonKey?: string; children: ReactNode }) {
  const authClient = useMemo(() => getAuthClient(gotrueUrl, anonKey), [gotrueUrl, anonKey])
  const [state, setState] = useState<Omit<AuthState, 'authClient'>>({
    isLoading: true,
    isLoggedIn: false,
    session: null,
    aal: null,
  })

  useEffect(() => {
    let isActive = true
    const update = async (session: Session | null) => {
      let aal: AssuranceLevel = null
      if (session) {
        const { data } = await authClient.mfa.getAuthenticatorAssuranceLevel()
        aal = (data?.currentLevel as AssuranceLevel) ?? null
      }
      if (isActive) setState({ isLoading: false, isLoggedIn: Boolean(session), session, aal })
    }
    authClient.getSession().then(({ data }) => update(data.session))
    const { data } = authClient.onAuthStateChange((_event, session) => {
      // Auth callbacks must not await other auth calls synchronously (supabase-js deadlock guard).
      setTimeout(() => void update(session), 0)
    })
    return () => {
      isActive = false
      data.subscription.unsubscribe()
    }
  }, [authClient])

  const value = useMemo(() => ({ ...state, authClient }), [state, authClient])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>')
  return auth
}
