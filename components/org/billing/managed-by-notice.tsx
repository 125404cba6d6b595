import { Admonition } from '@/components/ui/admonition'
import { managedByNoticeTitle, marketplaceLabel } from '@/lib/billing/managed-by'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

/** Marketplace-billed organizations change plans and pay in the marketplace, not here. */
export function ManagedByNotice({ organization }: { organization: Pick<EnrichedOrganization, 'managed_by' | 'partner_id'> }) {
  const label = marketplaceLabel(organization.managed_by)
  if (!label) return null
  return (
    <Admonition type="note" title={managedByNoticeTitle(label)}>
      <p>{`Plan changes and payments go through ${label}, so they are turned off on this page.`}</p>
      {organization.partner_id && (
        <p>
          Partner ID: <code className="font-mono text-foreground">{organization.partner_id}</code>
        </p>
      )}
    </Admonition>
  )
}
