'use client'

import { useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { signUpRedirectUrl } from '@/lib/auth/auth-links'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { loadAuthClient } from '@/lib/auth/load-auth-client'

/** Sends the sign-up confirmation email again (POST /resend); the auth server limits how often. */
export function ResendConfirmation({ email, returnTo }: { email: string; returnTo: string }) {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' })

  const handleResend = async () => {
    if (!gotrueUrl) return
    setStatus({ kind: 'sending' })
    const { error } = await loadAuthClient(gotrueUrl, gotrueAnonKey).then(
      (client) => client.resend({ type: 'signup', email, options: { emailRedirectTo: signUpRedirectUrl(window.location.origin, returnTo) } }),
      (loadError: unknown) => ({ error: loadError instanceof Error ? loadError : new Error('Could not load the sign-in code') })
    )
    setStatus(error ? { kind: 'failed', message: authServerErrorMessage(error) } : { kind: 'sent' })
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button size="small" onClick={handleResend} loading={status.kind === 'sending'}>
          Resend confirmation email
        </Button>
      </div>
      {status.kind === 'sent' && (
        <p role="status" className="text-sm text-muted">
          {`A new confirmation email is on its way to ${email}.`}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {status.message}
        </p>
      )}
    </div>
  )
}
