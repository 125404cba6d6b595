'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useProfileUpdateMutation } from '@/data/profile/profile-update-mutation'
import type { Profile } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved'
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/

/** First and last name and username (PATCH /platform/profile); what was typed stays on failure. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [firstName, setFirstName] = useState(profile.first_name ?? '')
  const [lastName, setLastName] = useState(profile.last_name ?? '')
  const [username, setUsername] = useState(profile.username)
  const [usernameError, setUsernameError] = useState<string | null>(null)
  const update = useProfileUpdateMutation()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!USERNAME_PATTERN.test(username.trim())) {
      setUsernameError('Use letters, digits, hyphens and underscores')
      return
    }
    setUsernameError(null)
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim(), username: username.trim() },
      { onSuccess: () => toast.success(PROFILE_SAVED_MESSAGE) }
    )
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name">
          <Input autoComplete="given-name" value={firstName} maxLength={100} onChange={(event) => setFirstName(event.target.value)} />
        </FormField>
        <FormField label="Last name">
          <Input autoComplete="family-name" value={lastName} maxLength={100} onChange={(event) => setLastName(event.target.value)} />
        </FormField>
      </div>
      <FormField label="Username" error={usernameError}>
        <Input autoComplete="username" value={username} maxLength={64} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      {update.isError && (
        <p role="alert" className="text-sm text-destructive">
          {`Failed to save your profile: ${update.error.message}`}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" loading={update.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  )
}
