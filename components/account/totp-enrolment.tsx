'use client'

import { useReducer, useState, type FormEvent } from 'react'

import { TotpCodeInput } from '@/components/sign-in/totp-code-input'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useMfaChallengeAndVerifyMutation } from '@/data/profile/mfa-challenge-and-verify-mutation'
import { useMfaEnrollMutation } from '@/data/profile/mfa-enroll-mutation'
import { useMfaUnenrollMutation } from '@/data/profile/mfa-unenroll-mutation'
import { isTotpCode, mfaErrorMessage, normalizeTotpCode } from '@/lib/auth/mfa'
import { INITIAL_TOTP_ENROLMENT, pendingFactorId, totpEnrolmentReducer } from '@/lib/auth/totp-enrolment'

export const DEFAULT_FACTOR_NAME = 'Authenticator app'
const CODE_REQUIRED = 'Enter the six-digit code from your authenticator app'

/**
 * Adds a TOTP factor: a name, then the auth server's QR code and secret, then a code from the app.
 * Verifying the code marks the factor verified and lifts this session to aal2.
 */
export function TotpEnrolment({ onEnrolled, onCancel }: { onEnrolled: () => void; onCancel: () => void }) {
  const [state, dispatch] = useReducer(totpEnrolmentReducer, INITIAL_TOTP_ENROLMENT)
  const [friendlyName, setFriendlyName] = useState(DEFAULT_FACTOR_NAME)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const enroll = useMfaEnrollMutation()
  const verify = useMfaChallengeAndVerifyMutation()
  const unenroll = useMfaUnenrollMutation()

  const handleStart = (event: FormEvent) => {
    event.preventDefault()
    dispatch({ type: 'start' })
    enroll.mutate(
      { friendlyName },
      {
        onSuccess: (factor) => dispatch({ type: 'enrolled', factor }),
        onError: (error) => dispatch({ type: 'enrol-failed', message: mfaErrorMessage(error) }),
      }
    )
  }

  const handleVerify = (event: FormEvent) => {
    event.preventDefault()
    if (state.step !== 'scanning') return
    const normalized = normalizeTotpCode(code)
    if (!isTotpCode(normalized)) {
      setCodeError(CODE_REQUIRED)
      return
    }
    setCodeError(null)
    dispatch({ type: 'submit' })
    verify.mutate(
      { factorId: state.factor.factorId, code: normalized },
      {
        onSuccess: () => {
          dispatch({ type: 'verified' })
          onEnrolled()
        },
        onError: (error) => {
          setCode('')
          dispatch({ type: 'verify-failed', message: mfaErrorMessage(error) })
        },
      }
    )
  }

  const handleCancel = () => {
    // The half-made factor would otherwise linger unverified; it is removed (and again before the next try).
    const factorId = pendingFactorId(state)
    if (factorId) unenroll.mutate({ factorId })
    dispatch({ type: 'cancel' })
    onCancel()
  }

  if (state.step === 'done') return null

  if (state.step === 'idle' || state.step === 'starting') {
    return (
      <form className="flex flex-col gap-4 rounded-md border border-border p-4" onSubmit={handleStart} noValidate>
        <FormField label="Name" description="Helps you tell your authenticators apart.">
          <Input value={friendlyName} maxLength={60} onChange={(event) => setFriendlyName(event.target.value)} />
        </FormField>
        {state.step === 'idle' && state.error && (
          <p role="alert" className="text-sm text-destructive">
            {`Failed to start the enrolment: ${state.error}`}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" variant="primary" loading={state.step === 'starting'}>
            Continue
          </Button>
          <Button variant="ghost" onClick={handleCancel}>
            Cancel
          </Button>
        </div>
      </form>
    )
  }

  const error = codeError ?? (state.step === 'scanning' ? state.error : null)
  return (
    <form className="flex flex-col gap-4 rounded-md border border-border p-4" onSubmit={handleVerify} noValidate>
      <p className="text-sm">Scan this QR code with your authenticator app, then enter the code it shows.</p>
      {/* The auth server's own QR code (an SVG data URL); next/image adds nothing for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={state.factor.qrCode} alt="QR code for your authenticator app" className="size-44 rounded-md bg-white p-2" />
      <div className="flex flex-col gap-1.5">
        <p className="text-xs text-muted">Cannot scan it? Enter this secret in the app instead:</p>
        <div className="flex items-center gap-2">
          <code data-testid="totp-secret" className="rounded bg-background px-2 py-1 font-mono text-sm break-all">
            {state.factor.secret}
          </code>
          <CopyButton size="tiny" text={state.factor.secret} />
        </div>
      </div>
      <FormField label="Authentication code" error={error}>
        <TotpCodeInput value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={state.step === 'verifying'}>
          Verify and enable
        </Button>
        <Button variant="ghost" onClick={handleCancel} disabled={state.step === 'verifying'}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
