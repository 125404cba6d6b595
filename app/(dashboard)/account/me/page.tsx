import { redirect } from 'next/navigation'

import { ProfilePage } from '@/components/account/profile-page'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Your profile')

/** Platform only: the profile and its email live on the platform. */
export default function AccountProfileRoute() {
  if (!getServerConfig().isPlatform) redirect('/')
  return <ProfilePage />
}
