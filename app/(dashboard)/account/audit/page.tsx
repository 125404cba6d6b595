import { redirect } from 'next/navigation'

import { AccountAuditPage } from '@/components/account/account-audit-page'
import { getServerConfig } from '@/lib/server/config'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Audit logs')

/** Platform only: the account audit log is the platform's. */
export default function AccountAuditRoute() {
  if (!getServerConfig().isPlatform) redirect('/')
  return <AccountAuditPage />
}
