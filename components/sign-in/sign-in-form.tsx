'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { useConfig } from '@/lib/config/use-config'
import { Input } from '@/components/ui/input'
import { authErrorMessage } from '@/lib/auth/auth-errors'
import { authPageHref } from '@/lib/auth/auth-links'
import { authServerErrorMessage, isEmailNotConfirmed } from '@/lib/auth/auth-server-errors'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { needsMfaChallenge } from '@/lib/auth/assurance'
import { getReturnToPath } from '@/lib/auth/return-to'
import { toast } from '@/lib/ui/toast'

import { GitHubSignInButton } from './github-sign-in-button'
import { ResendConfirmation } from './resend-confirmation'

/** Platform sign-in with email and password through the GoTrue auth client. */
export function SignInForm() {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const router = useRouter()
  const searchParams = useSearchParams()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  // The address that signed in before confirming: the form offers to resend its confirmation.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const returnTo = getReturnToPath(searchParams.toString())

  const handleSuccess = () => router.replace(getReturnToPath(searchParams.toString()))

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const nextErrors = {
      email: /^\S+@\S+\.\S+$/.test(email) ? undefined : 'Enter a valid email address',
      password: password ? undefined : 'Enter your password',
    }
    setErrors(nextErrors)
    if (nextErrors.email || nextErrors.password || !gotrueUrl) return
    setUnconfirmedEmail(null)
    setIsSubmitting(true)
    // Awaiting the (lazily loaded) client means an early click is never lost.
    const { error, mustChallenge } = await loadAuthClient(gotrueUrl, gotrueAnonKey).then(
      async (authClient) => {
        const { error: signInError } = await authClient.signInWithPassword({ email, password })
        if (signInError) return { error: signInError, mustChallenge: false }
        // An account with a verified factor answers the MFA challenge before going anywhere.
        const { data } = await authClient.mfa.getAuthenticatorAssuranceLevel()
        return { error: null, mustChallenge: data ? needsMfaChallenge(data) : false }
      },
      (loadError: unknown) => ({ error: loadError instanceof Error ? loadError : null, mustChallenge: false })
    )
    setIsSubmitting(false)
    if (isEmailNotConfirmed(error)) {
      setUnconfirmedEmail(email.trim())
      return
    }
    if (error) {
      toast.error(authErrorMessage(error))
      return
    }
    if (mustChallenge) {
      router.replace(`/sign-in-mfa?${new URLSearchParams({ returnTo }).toString()}`)
      return
    }
    handleSuccess()
  }

  return (
    <div className="flex flex-col gap-6">
      <GitHubSignInButton onSignedIn={handleSuccess} />
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <FormField label="Email" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
        </FormField>
        {unconfirmedEmail && (
          <Admonition type="warning" title="Email not confirmed">
            <div className="flex flex-col gap-2">
              <p>{authServerErrorMessage({ code: 'email_not_confirmed' })}</p>
              <ResendConfirmation email={unconfirmedEmail} returnTo={returnTo} />
            </div>
          </Admonition>
        )}
        <FormField label="Password" error={errors.password}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" size="medium" loading={isSubmitting}>
          Sign In
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <AppLink href={authPageHref('/forgot-password', returnTo)} className="text-brand hover:underline">
          Forgot password?
        </AppLink>
        <AppLink href={authPageHref('/sign-up', returnTo)} className="text-brand hover:underline">
          Create an account
        </AppLink>
      </div>
    </div>
  )
}
