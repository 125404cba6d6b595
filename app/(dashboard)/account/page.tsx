import { redirect } from 'next/navigation'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Account')

/** /account has no page of its own: it opens the first account page. */
export default function AccountPage() {
  redirect('/account/me')
}
