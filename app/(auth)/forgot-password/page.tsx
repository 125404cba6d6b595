import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { ForgotPasswordForm } from '@/components/sign-in/forgot-password-form'
import { SignInLayout } from '@/components/sign-in/sign-in-layout'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Reset your password')

/** Platform only: accounts live on the platform's auth server. Self-hosted has its single dashboard login. */
export default function ForgotPasswordPage() {
  if (!getServerConfig().isPlatform) redirect('/')
  return (
    <SignInLayout title="Reset your password" description="Enter your account's email address and we will send you a reset link.">
      <Suspense>
        <ForgotPasswordForm />
      </Suspense>
    </SignInLayout>
  )
}
