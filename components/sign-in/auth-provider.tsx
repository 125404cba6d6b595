'use client'

import type { GoTrueClient, Session } from '@supabase/supabase-js'
import { useEffect, useMemo, useState, type ReactNode } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import type { AssuranceLevel } from '@/lib/auth/assurance'
import { AuthContext, type AuthState } from '@/lib/auth/auth-context'

export { useAuth } from '@/lib/auth/auth-context'

const SELF_HOSTED_AUTH: AuthState = { isLoading: false, isLoggedIn: true, session: null, aal: null, nextAal: null, authClient: null }

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
  const [authClient, setAuthClient] = useState<GoTrueClient | null>(null)
  const [state, setState] = useState<Omit<AuthState, 'authClient'>>({
    isLoading: true,
    isLoggedIn: false,
    session: null,
    aal: null,
    nextAal: null,
  })

  useEffect(() => {
    let isActive = true
    let unsubscribe: (() => void) | undefined
    // supabase-js loads here rather than with every page (self-hosted pages never need it).
    loadAuthClient(gotrueUrl, anonKey).then(
      (client) => {
        if (!isActive) return
        setAuthClient(client)
        const update = async (session: Session | null) => {
          let aal: AssuranceLevel = null
          let nextAal: AssuranceLevel = null
          if (session) {
            const { data } = await client.mfa.getAuthenticatorAssuranceLevel()
            aal = (data?.currentLevel as AssuranceLevel) ?? null
            nextAal = (data?.nextLevel as AssuranceLevel) ?? null
          }
          if (isActive) setState({ isLoading: false, isLoggedIn: Boolean(session), session, aal, nextAal })
        }
        client.getSession().then(({ data }) => update(data.session))
        const { data } = client.onAuthStateChange((_event, session) => {
          // Auth callbacks must not await other auth calls synchronously (supabase-js deadlock guard).
          setTimeout(() => void update(session), 0)
        })
        unsubscribe = () => data.subscription.unsubscribe()
      },
      (error: unknown) => {
        // The client's code could not be fetched: signed out, so the sign-in page can say so.
        console.error('Could not load the auth client', error)
        if (isActive) setState({ isLoading: false, isLoggedIn: false, session: null, aal: null, nextAal: null })
      }
    )
    return () => {
      isActive = false
      unsubscribe?.()
    }
  }, [gotrueUrl, anonKey])

  const value = useMemo(() => ({ ...state, authClient }), [state, authClient])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
