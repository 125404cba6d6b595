'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { authPageHref } from '@/lib/auth/auth-links'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { getReturnToPath } from '@/lib/auth/return-to'
import { toast } from '@/lib/ui/toast'

import { useAuth } from './auth-provider'
import { newPasswordError } from './check-new-password'
import { NewPasswordField } from './new-password-field'

export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated'

/** The error the auth server put in the link's hash (e.g. an expired or reused link), if any. */
function linkErrorFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  if (!params.get('error') && !params.get('error_code')) return null
  return authServerErrorMessage({ code: params.get('error_code') ?? undefined, message: params.get('error_description') ?? undefined })
}

/**
 * /reset-password, opened from the reset email. The link signs the user in: as a hash carrying the
 * session (which the auth client reads on load) or, PKCE style, as ?code= to exchange. Then a new
 * password under the same strength rules, and on to returnTo.
 */
export function ResetPasswordForm() {
  const router = useRouter()
  const searchParams = useSearchParams()
  const returnTo = getReturnToPath(searchParams.toString())
  const code = searchParams.get('code')
  const { isLoading, isLoggedIn, authClient } = useAuth()
  const [linkError, setLinkError] = useState<string | null>(null)
  const [isExchangeDone, setIsExchangeDone] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({})
  const [isSubmitting, setIsSubmitting] = useState(false)

  // Read before the auth client loads (children's effects run first), since it clears the hash.
  useEffect(() => {
    const hashError = linkErrorFromHash(window.location.hash)
    if (!hashError) return
    const timer = setTimeout(() => setLinkError(hashError), 0)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (!code || !authClient || isLoading || isLoggedIn || isExchangeDone) return
    authClient.exchangeCodeForSession(code).then(
      ({ error }) => {
        setIsExchangeDone(true)
        if (error) setLinkError(authServerErrorMessage(error))
      },
      (error: unknown) => {
        setIsExchangeDone(true)
        setLinkError(authServerErrorMessage(error instanceof Error ? error : null))
      }
    )
  }, [code, authClient, isLoading, isLoggedIn, isExchangeDone])
  const isExchanging = Boolean(code) && !isLoggedIn && !isExchangeDone && !linkError

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!authClient) return
    setIsSubmitting(true)
    const passwordError = await newPasswordError(password)
    if (passwordError) {
      setErrors({ password: passwordError })
      setIsSubmitting(false)
      return
    }
    setErrors({})
    const { error } = await authClient.updateUser({ password })
    setIsSubmitting(false)
    if (error) {
      setErrors({ form: authServerErrorMessage(error) })
      return
    }
    toast.success(PASSWORD_UPDATED_MESSAGE)
    router.replace(returnTo)
  }

  const forgotLink = (
    <AppLink href={authPageHref('/forgot-password', returnTo)} className="text-sm text-brand hover:underline">
      Send a new reset email
    </AppLink>
  )

  if (linkError && !isLoggedIn) {
    return (
      <div className="flex flex-col gap-4">
        <Admonition type="warning" title="This reset link cannot be used">
          {linkError}
        </Admonition>
        {forgotLink}
      </div>
    )
  }
  if (isLoading || isExchanging) {
    return (
      <p role="status" className="text-sm text-muted">
        Checking your reset link…
      </p>
    )
  }
  if (!isLoggedIn) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">This page opens from the link in a password reset email.</p>
        {forgotLink}
      </div>
    )
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <NewPasswordField label="New password" value={password} onChange={setPassword} error={errors.password} />
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="primary" size="medium" loading={isSubmitting}>
        Update password
      </Button>
    </form>
  )
}
