import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { SignUpForm } from '@/components/sign-in/sign-up-form'
import { SignInLayout } from '@/components/sign-in/sign-in-layout'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Sign up')

/** Platform only: accounts live on the platform's auth server. Self-hosted has its single dashboard login. */
export default function SignUpPage() {
  if (!getServerConfig().isPlatform) redirect('/')
  return (
    <SignInLayout title="Create your account" description="Manage your projects on the platform.">
      <Suspense>
        <SignUpForm />
      </Suspense>
    </SignInLayout>
  )
}
