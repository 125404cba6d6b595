import { redirect } from 'next/navigation'

/** /account has no page of its own: it opens the first account page. */
export default function AccountPage() {
  redirect('/account/me')
}
