'use client'

import { useSyncExternalStore } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { getMfaReturn } from '@/stores/mfa-return-store'

const subscribeToNothing = () => () => {}

export const MFA_REQUIRED_TITLE = 'This organization requires multi-factor authentication'

/**
 * On /org/{slug} of an organization that requires MFA, for a session that has not passed it (SPEC §2): why
 * the user is here, and the way to set MFA up, returning afterwards to the page they wanted.
 */
export function MfaRequiredNotice({ slug, name }: { slug: string; name: string }) {
  const { aal } = useAuth()
  // The remembered page lives in this tab's storage, which the server render cannot read.
  const wanted = useSyncExternalStore(subscribeToNothing, () => getMfaReturn(slug), () => null)
  const returnTo = wanted ?? `/org/${slug}`
  // A session that passed MFA meets the requirement: nothing to explain.
  if (aal === 'aal2') return null
  return (
    <Admonition
      type="warning"
      title={MFA_REQUIRED_TITLE}
      actions={
        <Button asChild variant="primary" size="small">
          <AppLink href={`/account/security?${new URLSearchParams({ returnTo }).toString()}`}>Set up MFA</AppLink>
        </Button>
      }
    >
      {`${name} lets members open its projects and settings only after signing in with a second factor. `}
      {wanted
        ? 'That is why you were brought here instead of the page you asked for; once an authenticator app is set up you will be taken there.'
        : 'Set up an authenticator app to reach them.'}
    </Admonition>
  )
}
