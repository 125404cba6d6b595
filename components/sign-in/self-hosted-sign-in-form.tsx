'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useDashboardSignInMutation } from '@/data/auth/dashboard-sign-in-mutation'
import { getReturnToPath } from '@/lib/auth/return-to'

/**
 * The login of a locked self-hosted dashboard (DASHBOARD_USERNAME / DASHBOARD_PASSWORD). The server
 * sets an HttpOnly session cookie; afterwards the user goes back to returnTo, or the dashboard home.
 */
export function SelfHostedSignInForm() {
  const router = useRouter()
  const searchParams = useSearchParams()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({})
  const signIn = useDashboardSignInMutation({
    // The home of a self-hosted dashboard is its project, not the platform's organization list.
    onSuccess: () => router.replace(searchParams.has('returnTo') ? getReturnToPath(searchParams.toString()) : '/'),
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const errors = {
      username: username.trim() ? undefined : 'Enter your username',
      password: password ? undefined : 'Enter your password',
    }
    setFieldErrors(errors)
    if (errors.username || errors.password) return
    signIn.mutate({ username: username.trim(), password })
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField label="Username" error={fieldErrors.username}>
        <Input autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Password" error={fieldErrors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {signIn.error && (
        <p role="alert" className="text-sm text-destructive">
          {signIn.error.message}
        </p>
      )}
      <Button type="submit" variant="primary" size="medium" loading={signIn.isPending || signIn.isSuccess}>
        Sign In
      </Button>
    </form>
  )
}
