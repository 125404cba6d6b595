'use client'

import { useEffect, useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { authErrorMessage } from '@/lib/auth/auth-errors'
import { verifyOAuthState } from '@/stores/code-host-oauth-state'

/** Runs inside the OAuth popup: checks the state, lets the auth client store the session, closes. */
export function SignInCallback() {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const [message, setMessage] = useState('Completing sign-in…')

  useEffect(() => {
    void completeSignIn(gotrueUrl, gotrueAnonKey).then((problem) => {
      if (problem) setMessage(problem)
      else window.close()
    })
  }, [gotrueUrl, gotrueAnonKey])

  return (
    <main className="flex min-h-screen items-center justify-center p-6 text-sm" role="status">
      {message}
    </main>
  )
}

/** Returns what went wrong, or null once the session is stored for the opener to read. */
async function completeSignIn(gotrueUrl: string | undefined, anonKey: string | undefined): Promise<string | null> {
  const url = new URL(window.location.href)
  const hash = new URLSearchParams(url.hash.slice(1))
  if (!verifyOAuthState(url.searchParams.get('state'))) {
    return 'This sign-in link is not valid any more. Close this window and try again.'
  }
  const error = url.searchParams.get('error_description') ?? hash.get('error_description')
  if (error) return authErrorMessage({ message: error, code: url.searchParams.get('error_code') ?? undefined })
  if (!gotrueUrl) return 'Sign-in is not configured on this dashboard.'
  // Constructing the client detects the tokens in the URL and stores the session.
  await (await loadAuthClient(gotrueUrl, anonKey)).getSession()
  return null
}
