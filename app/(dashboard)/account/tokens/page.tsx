import { redirect } from 'next/navigation'

import { AccessTokensPage } from '@/components/account/access-tokens-page'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Access tokens')

/** Platform only: access tokens act on the platform's API. */
export default function AccountTokensRoute() {
  if (!getServerConfig().isPlatform) redirect('/')
  return <AccessTokensPage />
}
