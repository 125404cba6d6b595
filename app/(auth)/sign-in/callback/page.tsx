import { SignInCallback } from '@/components/auth/sign-in-callback'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Signing in')

export default function SignInCallbackPage() {
  return <SignInCallback />
}
