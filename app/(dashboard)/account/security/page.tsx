import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { SecurityPage } from '@/components/account/security-page'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Security')

/** Platform only: the account's MFA factors live on the platform's auth server. */
export default function AccountSecurityPage() {
  if (!getServerConfig().isPlatform) redirect('/')
  return (
    <Suspense>
      <SecurityPage />
    </Suspense>
  )
}
