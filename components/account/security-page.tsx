'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { QueryState } from '@/components/ui/query-state'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { useMfaFactorsQuery } from '@/data/profile/mfa-factors-query'
import { canEnrolAnotherFactor, MAX_ENROLLED_FACTORS } from '@/lib/auth/mfa'
import { getReturnToPath } from '@/lib/auth/return-to'
import { toast } from '@/lib/ui/toast'

import { AccountLayout } from './account-layout'
import { MfaFactorList } from './mfa-factor-list'
import { TotpEnrolment } from './totp-enrolment'

export const MFA_ENABLED_MESSAGE = 'Multi-factor authentication is on'

/**
 * /account/security: the user's authenticator apps (TOTP factors). Reached with ?returnTo= from an
 * organization that requires MFA, it sends the user on to the page they wanted once enrolled.
 */
export function SecurityPage() {
  const router = useRouter()
  const searchParams = useSearchParams()
  const factors = useMfaFactorsQuery()
  const [isEnrolling, setIsEnrolling] = useState(false)
  const hasReturnTo = searchParams.has('returnTo')

  const handleEnrolled = () => {
    setIsEnrolling(false)
    toast.success(MFA_ENABLED_MESSAGE)
    if (hasReturnTo) router.replace(getReturnToPath(searchParams.toString()))
  }

  return (
    <AccountLayout current="security" title="Security">
      <section aria-labelledby="mfa-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="mfa-heading" className="text-base font-medium">
            Multi-factor authentication
          </h2>
          <p className="text-sm text-muted">
            Ask for a code from an authenticator app (such as 1Password, Authy or Google Authenticator) after your password.
          </p>
        </div>
        {hasReturnTo && (
          <Admonition type="warning" title="An organization you belong to requires multi-factor authentication">
            Add an authenticator app below; you will be taken back to the page you wanted once it is verified.
          </Admonition>
        )}
        <QueryState query={factors} what="Authenticators" loadingLabel="Loading your authenticators…">
          {(data) => (
            <>
              {data.length === 0 ? <p className="text-sm text-muted">No authenticator apps yet.</p> : <MfaFactorList factors={data} />}
              {isEnrolling ? (
                <TotpEnrolment onEnrolled={handleEnrolled} onCancel={() => setIsEnrolling(false)} />
              ) : canEnrolAnotherFactor(data) ? (
                <div>
                  <Button variant="primary" onClick={() => setIsEnrolling(true)}>
                    Add authenticator app
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted">{`You have the maximum of ${MAX_ENROLLED_FACTORS} authenticators. Remove one to add another.`}</p>
              )}
            </>
          )}
        </QueryState>
      </section>
    </AccountLayout>
  )
}
