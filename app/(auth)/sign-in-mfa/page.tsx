import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { SignInLayout } from '@/components/sign-in/sign-in-layout'
import { SignInMfa } from '@/components/sign-in/sign-in-mfa'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Two-factor authentication')

/** Platform only: the MFA challenge after the password. Self-hosted has its single dashboard login. */
export default function SignInMfaPage() {
  if (!getServerConfig().isPlatform) redirect('/')
  return (
    <SignInLayout title="Two-factor authentication" description="Enter the code from your authenticator app to continue.">
      <Suspense>
        <SignInMfa />
      </Suspense>
    </SignInLayout>
  )
}
