'use client'

import { useEffect, useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { AppLink } from '@/components/ui/app-link'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { authErrorMessage } from '@/lib/auth/auth-errors'
import { verifyOAuthState } from '@/stores/code-host-oauth-state'

/** Runs inside the OAuth popup: checks the state, lets the auth client store the session, closes. */
export function SignInCallback() {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    void completeSignIn(gotrueUrl, gotrueAnonKey).then((failure) => {
      if (failure) setProblem(failure)
      else window.close()
    })
  }, [gotrueUrl, gotrueAnonKey])

  if (problem === null) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6 text-sm" role="status">
        Completing sign-in…
      </main>
    )
  }
  // A stale or refused link (opened from an old tab or e-mail, often outside the popup): say so, and lead back.
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-3 p-6 text-sm">
      <h1 className="text-xl font-semibold">Sign-in could not be completed</h1>
      <p role="alert">{problem}</p>
      <AppLink href="/sign-in" className="font-medium text-brand underline">
        Back to sign in
      </AppLink>
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
