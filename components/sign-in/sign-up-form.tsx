'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { authPageHref, signUpRedirectUrl } from '@/lib/auth/auth-links'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/auth/email'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { getReturnToPath } from '@/lib/auth/return-to'

import { newPasswordError } from './check-new-password'
import { GitHubSignInButton } from './github-sign-in-button'
import { NewPasswordField } from './new-password-field'
import { ResendConfirmation } from './resend-confirmation'

export const CONFIRMATION_SENT_TITLE = 'Check your email to confirm your account'

/**
 * /sign-up: email and a strong password (or the code host). The auth server emails a confirmation
 * link that signs the user in and lands on returnTo.
 */
export function SignUpForm() {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const router = useRouter()
  const searchParams = useSearchParams()
  const returnTo = getReturnToPath(searchParams.toString())
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setIsSubmitting(true)
    const nextErrors = {
      email: isValidEmail(email) ? undefined : INVALID_EMAIL_MESSAGE,
      password: await newPasswordError(password),
    }
    setErrors(nextErrors)
    if (nextErrors.email || nextErrors.password || !gotrueUrl) {
      setIsSubmitting(false)
      return
    }
    const { data, error } = await loadAuthClient(gotrueUrl, gotrueAnonKey).then(
      (client) =>
        client.signUp({ email: email.trim(), password, options: { emailRedirectTo: signUpRedirectUrl(window.location.origin, returnTo) } }),
      (loadError: unknown) => ({ data: null, error: loadError instanceof Error ? loadError : new Error('Could not load the sign-in code') })
    )
    setIsSubmitting(false)
    if (error) {
      setErrors({ form: authServerErrorMessage(error) })
      return
    }
    // An auth server that confirms addresses itself signs the user in at once.
    if (data?.session) router.replace(returnTo)
    else setSentTo(email.trim())
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Admonition type="note" title={CONFIRMATION_SENT_TITLE}>
          {`We sent a link to ${sentTo}. Follow it to finish signing up; it brings you straight to the dashboard.`}
        </Admonition>
        <ResendConfirmation email={sentTo} returnTo={returnTo} />
        <AppLink href={authPageHref('/sign-in', returnTo)} className="text-sm text-brand hover:underline">
          Back to sign in
        </AppLink>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <GitHubSignInButton onSignedIn={() => router.replace(returnTo)} />
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
        </FormField>
        <NewPasswordField value={password} onChange={setPassword} error={errors.password} />
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" size="medium" loading={isSubmitting}>
          Sign Up
        </Button>
      </form>
      <p className="text-sm text-muted">
        Have an account?{' '}
        <AppLink href={authPageHref('/sign-in', returnTo)} className="text-brand underline">
          Sign in
        </AppLink>
      </p>
    </div>
  )
}
