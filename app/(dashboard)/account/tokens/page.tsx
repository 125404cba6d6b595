import { redirect } from 'next/navigation'

import { AccessTokensPage } from '@/components/account/access-tokens-page'
import { getServerConfig } from '@/lib/server/config'

/** Platform only: access tokens act on the platform's API. */
export default function AccountTokensRoute() {
  if (!getServerConfig().isPlatform) redirect('/')
  return <AccessTokensPage />
}
