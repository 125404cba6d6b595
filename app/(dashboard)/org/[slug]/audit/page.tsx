import { AuditPage } from '@/components/organization-settings/audit-page'

export default async function OrganizationAuditPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <AuditPage slug={slug} />
}
