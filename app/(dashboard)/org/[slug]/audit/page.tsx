import { AuditPage } from '@/components/org/settings/audit-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Audit logs')

export default async function OrganizationAuditPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <AuditPage slug={slug} />
}
