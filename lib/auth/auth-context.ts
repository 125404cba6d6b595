'use client'

import type { GoTrueClient, Session } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'

import type { AssuranceLevel } from './assurance'

/**
 * The signed-in state AuthProvider (components/sign-in) keeps. It lives here, not beside the provider, so
 * data/ hooks that call the auth client (MFA, email change) can read it without importing components.
 */
export interface AuthState {
  isLoading: boolean
  isLoggedIn: boolean
  session: Session | null
  /** The session's authenticator assurance level; aal2 means it passed MFA. */
  aal: AssuranceLevel
  /** The level the user could reach: aal2 once they have a verified factor (then aal1 must be challenged). */
  nextAal: AssuranceLevel
  /** The platform-mode auth client; absent when self-hosted, and until it has loaded. */
  authClient: GoTrueClient | null
}

export const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>')
  return auth
}
