import { SignInCallback } from '@/components/sign-in/sign-in-callback'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Signing in')

export default function SignInCallbackPage() {
  return <SignInCallback />
}
