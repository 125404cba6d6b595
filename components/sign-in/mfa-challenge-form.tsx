'use client'

import type { Factor } from '@supabase/supabase-js'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { useMfaChallengeAndVerifyMutation } from '@/data/profile/mfa-challenge-and-verify-mutation'
import { factorLabel, isTotpCode, mfaErrorMessage, normalizeTotpCode } from '@/lib/auth/mfa'

import { TotpCodeInput } from './totp-code-input'

export interface MfaChallengeFormProps {
  /** The verified factors to choose from (the first is preselected). */
  factors: Factor[]
  onVerified: () => void
  submitLabel?: string
}

/**
 * Answers an MFA challenge with a code from the authenticator app. A wrong code is said next to the
 * field and keeps the form, so the user simply enters the next code.
 */
export function MfaChallengeForm({ factors, onVerified, submitLabel = 'Verify' }: MfaChallengeFormProps) {
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const verify = useMfaChallengeAndVerifyMutation()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const normalized = normalizeTotpCode(code)
    if (!isTotpCode(normalized)) {
      setError('Enter the six-digit code from your authenticator app')
      return
    }
    setError(null)
    verify.mutate(
      { factorId, code: normalized },
      {
        onSuccess: onVerified,
        onError: (verifyError) => {
          setError(mfaErrorMessage(verifyError))
          setCode('')
        },
      }
    )
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      {factors.length > 1 && (
        <FormField label="Authenticator">
          <select
            value={factorId}
            onChange={(event) => setFactorId(event.target.value)}
            className="h-9 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground"
          >
            {factors.map((factor) => (
              <option key={factor.id} value={factor.id}>
                {factorLabel(factor)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField label="Authentication code" error={error}>
        <TotpCodeInput value={code} onChange={(event) => setCode(event.target.value)} autoFocus />
      </FormField>
      <Button type="submit" variant="primary" size="medium" loading={verify.isPending}>
        {submitLabel}
      </Button>
    </form>
  )
}
