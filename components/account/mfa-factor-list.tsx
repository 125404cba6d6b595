'use client'

import type { Factor } from '@supabase/supabase-js'
import { useState } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { MfaChallengeForm } from '@/components/sign-in/mfa-challenge-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useMfaUnenrollMutation } from '@/data/profile/mfa-unenroll-mutation'
import { factorLabel, mfaErrorMessage, verifiedFactors } from '@/lib/auth/mfa'
import { formatDisplayDate } from '@/lib/format/date'
import { toast } from '@/lib/ui/toast'

// The dialog's code (Radix, focus trap) loads when a removal is first asked for.
const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

/**
 * The user's factors with their status, each removable. Removing a verified factor needs an aal2
 * session, so a session that has not answered a challenge verifies a code first.
 */
export function MfaFactorList({ factors }: { factors: Factor[] }) {
  const { aal } = useAuth()
  const [removing, setRemoving] = useState<Factor | null>(null)
  const [mustVerify, setMustVerify] = useState(false)
  const unenroll = useMfaUnenrollMutation()

  const remove = (factor: Factor) =>
    unenroll.mutate(
      { factorId: factor.id },
      {
        onSuccess: () => toast.success(`Removed ${factorLabel(factor)}`),
        onError: (error) => toast.error(`Failed to remove the factor: ${mfaErrorMessage(error)}`),
        onSettled: () => {
          setRemoving(null)
          setMustVerify(false)
        },
      }
    )

  const handleConfirm = () => {
    if (!removing) return
    if (removing.status === 'verified' && aal !== 'aal2') setMustVerify(true)
    else remove(removing)
  }

  return (
    <>
      <ul aria-label="Authenticators" className="flex flex-col divide-y divide-border rounded-md border border-border">
        {factors.map((factor) => (
          <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <span className="font-medium">{factorLabel(factor)}</span>
            <Badge variant={factor.status === 'verified' ? 'brand' : 'warning'}>
              {factor.status === 'verified' ? 'Verified' : 'Not verified'}
            </Badge>
            <span className="text-xs text-muted">{`Added ${formatDisplayDate(factor.created_at)}`}</span>
            <Button
              className="ml-auto"
              size="tiny"
              variant="outline"
              aria-label={`Remove ${factorLabel(factor)}`}
              onClick={() => setRemoving(factor)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmationDialog
          visible
          title={`Remove ${factorLabel(removing)}?`}
          description="You will no longer be able to sign in with codes from this authenticator."
          confirmLabel="Remove"
          variant="danger"
          size="medium"
          loading={unenroll.isPending}
          isConfirmDisabled={mustVerify}
          onCancel={() => {
            setRemoving(null)
            setMustVerify(false)
          }}
          onConfirm={handleConfirm}
        >
          {mustVerify && (
            <div className="flex flex-col gap-2">
              <p className="text-sm">Enter a code from your authenticator app to confirm it is you.</p>
              <MfaChallengeForm
                factors={verifiedFactors(factors)}
                submitLabel="Verify and remove"
                onVerified={() => remove(removing)}
              />
            </div>
          )}
        </ConfirmationDialog>
      )}
    </>
  )
}
