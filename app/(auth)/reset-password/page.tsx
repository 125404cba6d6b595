import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { ResetPasswordForm } from '@/components/sign-in/reset-password-form'
import { SignInLayout } from '@/components/sign-in/sign-in-layout'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Choose a new password')

/** Platform only: accounts live on the platform's auth server. Self-hosted has its single dashboard login. */
export default function ResetPasswordPage() {
  if (!getServerConfig().isPlatform) redirect('/')
  return (
    <SignInLayout title="Choose a new password" description="Use a strong password you do not use anywhere else.">
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </SignInLayout>
  )
}
