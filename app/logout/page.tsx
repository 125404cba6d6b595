import { SignOutPage } from '@/components/auth/sign-out-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Signing out')

export default function LogoutPage() {
  return <SignOutPage />
}
