'use client'

import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { authPageHref, passwordResetRedirectUrl } from '@/lib/auth/auth-links'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/auth/email'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { getReturnToPath } from '@/lib/auth/return-to'

export const RESET_EMAIL_SENT_TITLE = 'Check your email'

/**
 * /forgot-password: asks the auth server to email a reset link that opens /dashboard/reset-password.
 * The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const searchParams = useSearchParams()
  const returnTo = getReturnToPath(searchParams.toString())
  const [email, setEmail] = useState('')
  const [error, setError] = useState<{ email?: string; form?: string }>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email)) {
      setError({ email: INVALID_EMAIL_MESSAGE })
      return
    }
    if (!gotrueUrl) return
    setError({})
    setIsSubmitting(true)
    const address = email.trim()
    const { error: resetError } = await loadAuthClient(gotrueUrl, gotrueAnonKey).then(
      (client) => client.resetPasswordForEmail(address, { redirectTo: passwordResetRedirectUrl(window.location.origin, returnTo) }),
      (loadError: unknown) => ({ error: loadError instanceof Error ? loadError : new Error('Could not load the sign-in code') })
    )
    setIsSubmitting(false)
    if (resetError) setError({ form: authServerErrorMessage(resetError) })
    else setSentTo(address)
  }

  return (
    <div className="flex flex-col gap-6">
      {sentTo ? (
        <Admonition type="note" title={RESET_EMAIL_SENT_TITLE}>
          {`If an account exists for ${sentTo}, we sent it a link to reset the password. The link opens this dashboard, where you choose a new password.`}
        </Admonition>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
          <FormField label="Email" error={error.email}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
          </FormField>
          {error.form && (
            <p role="alert" className="text-sm text-destructive">
              {error.form}
            </p>
          )}
          <Button type="submit" variant="primary" size="medium" loading={isSubmitting}>
            Send reset email
          </Button>
        </form>
      )}
      <AppLink href={authPageHref('/sign-in', returnTo)} className="text-sm text-brand hover:underline">
        Back to sign in
      </AppLink>
    </div>
  )
}
