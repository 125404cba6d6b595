import { SignInCallback } from '@/components/auth/sign-in-callback'

export default function SignInCallbackPage() {
  return <SignInCallback />
}
