'use client'

import type { User } from '@supabase/supabase-js'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useEmailChangeMutation } from '@/data/profile/email-change-mutation'
import { authServerErrorMessage } from '@/lib/auth/auth-server-errors'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/auth/email'
import { formatDisplayDate } from '@/lib/format/date'
import { BASE_PATH } from '@/lib/routing/base-path'

/**
 * The primary email, and a change of it through the auth server: the new address must confirm
 * first, so while it waits new_email and email_change_sent_at are shown (SPEC §3).
 */
export function EmailSection({ primaryEmail, user }: { primaryEmail: string; user: User | undefined }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const change = useEmailChangeMutation()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE)
      return
    }
    setError(null)
    change.mutate(
      { email: email.trim(), redirectTo: `${window.location.origin}${BASE_PATH}/account/me` },
      { onSuccess: () => setEmail(''), onError: (changeError) => setError(authServerErrorMessage(changeError)) }
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Primary email: <span className="font-medium">{primaryEmail}</span>
      </p>
      {user?.new_email && (
        <p role="status" className="text-sm text-muted">
          {`Waiting for ${user.new_email} to be confirmed`}
          {user.email_change_sent_at ? ` (email sent ${formatDisplayDate(user.email_change_sent_at)})` : ''}
          {'. Follow the link in that email to finish the change.'}
        </p>
      )}
      <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={handleSubmit} noValidate>
        <FormField label="New email address" error={error} className="flex-1">
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <Button type="submit" className="sm:mt-6" loading={change.isPending}>
          Change email
        </Button>
      </form>
    </div>
  )
}
