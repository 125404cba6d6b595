import { SignOutPage } from '@/components/sign-in/sign-out-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Signing out')

export default function LogoutPage() {
  return <SignOutPage />
}
