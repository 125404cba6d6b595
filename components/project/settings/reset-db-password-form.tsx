'use client'

import { useCallback, useState, type FormEvent } from 'react'

import { DatabasePasswordField } from '@/components/org/new-project/database-password-field'
import { Button } from '@/components/ui/button'
import { useDbPasswordUpdateMutation } from '@/data/config/db-password-update-mutation'
import { MIN_PASSWORD_SCORE, STRONGER_PASSWORD_NEEDED, type PasswordStrengthResult } from '@/lib/password/strength'
import { toast } from '@/lib/ui/toast'

/** Sets a new database password, once the strength meter (SPEC §5) rates it strong enough. */
export function ResetDbPasswordForm({ projectRef }: { projectRef: string }) {
  const [password, setPassword] = useState('')
  const [strength, setStrength] = useState<PasswordStrengthResult | null>(null)
  const [error, setError] = useState<string | undefined>(undefined)
  const update = useDbPasswordUpdateMutation({
    onSuccess: () => {
      toast.success('Database password reset')
      setPassword('')
    },
    // The typed password stays in the field so the user can retry.
    onError: (failure) => setError(`Failed to reset the database password: ${failure.message}`),
  })
  const isStrongEnough = (strength?.strength ?? 0) >= MIN_PASSWORD_SCORE
  const handleStrengthChange = useCallback((result: PasswordStrengthResult | null) => setStrength(result), [])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isStrongEnough) {
      setError(STRONGER_PASSWORD_NEEDED)
      return
    }
    setError(undefined)
    update.mutate({ ref: projectRef, password })
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Reset database password" className="flex flex-col gap-3">
      <DatabasePasswordField
        value={password}
        onChange={(value) => {
          setPassword(value)
          setError(undefined)
        }}
        onStrengthChange={handleStrengthChange}
        error={error}
      />
      <div>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!password || !isStrongEnough}>
          Reset database password
        </Button>
      </div>
    </form>
  )
}
