import { SignOutPage } from '@/components/auth/sign-out-page'

export default function LogoutPage() {
  return <SignOutPage />
}
