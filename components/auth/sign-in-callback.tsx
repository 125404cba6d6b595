'use client'

import { useEffect, useState } from 'react'

import { useConfig } from '@/components/providers/config-provider'
import { getAuthClient } from '@/lib/auth/auth-client'
import { authErrorMessage } from '@/lib/auth/auth-errors'
import { verifyOAuthState } from '@/lib/auth/code-host-oauth'

/** Runs inside the OAuth popup: checks the state, lets the auth client store the session, closes. */
export function SignInCallback() {
  const config = useConfig()
  const [message, setMessage] = useState('Completing sign-in…')

  useEffect(() => {
    const url = new URL(window.location.href)
    const hash = new URLSearchParams(url.hash.slice(1))
    const error = url.searchParams.get('error_description') ?? hash.get('error_description')
    if (!verifyOAuthState(url.searchParams.get('state'))) {
      setMessage('This sign-in link is not valid any more. Close this window and try again.')
      return
    }
    if (error) {
      setMessage(authErrorMessage({ message: error, code: url.searchParams.get('error_code') ?? undefined }))
      return
    }
    if (!config.gotrueUrl) return
    // Constructing the client detects the tokens in the URL and stores the session for the opener.
    getAuthClient(config.gotrueUrl, config.gotrueAnonKey)
      .getSession()
      .then(() => window.close())
  }, [config.gotrueUrl, config.gotrueAnonKey])

  return (
    <main className="flex min-h-screen items-center justify-center p-6 text-sm" role="status">
      {message}
    </main>
  )
}
