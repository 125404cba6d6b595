import { redirect } from 'next/navigation'

import { SelfHostedSignInForm } from '@/components/sign-in/self-hosted-sign-in-form'
import { SignInForm } from '@/components/sign-in/sign-in-form'
import { SignInLayout } from '@/components/sign-in/sign-in-layout'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Sign in')

/** Platform: email/password and GitHub through GoTrue. Self-hosted: the dashboard login when locked. */
export default function SignInPage() {
  const config = getServerConfig()
  if (!config.isPlatform && !config.dashboardUsername) redirect('/')
  return <SignInLayout>{config.isPlatform ? <SignInForm /> : <SelfHostedSignInForm />}</SignInLayout>
}
