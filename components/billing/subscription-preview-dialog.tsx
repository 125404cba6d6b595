'use client'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useOrganizationSubscriptionPreviewQuery } from '@/data/organizations/organization-subscription-preview-query'
import type { PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'
import { formatCurrency } from '@/lib/format/money'

import { InvoiceLinesTable } from './invoice-lines-table'

/** What the organization would pay per month on another tier, line by line. */
export function SubscriptionPreviewDialog({
  slug,
  tier,
  onClose,
}: {
  slug: string
  tier: PricingTier | null
  onClose: () => void
}) {
  const preview = useOrganizationSubscriptionPreviewQuery({ slug, tier: tier?.id }, { enabled: tier !== null })
  const total = preview.data?.breakdown.reduce((sum, line) => sum + line.total_price, 0) ?? 0
  return (
    <Dialog open={tier !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="large">
        <DialogHeader className="pr-10">
          <DialogTitle>{tier ? `Preview of the ${tier.name} plan` : 'Plan preview'}</DialogTitle>
          <DialogDescription>What this organization would pay per month on this plan, for its current projects.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {preview.isPending ? (
            <QueryLoading label="Calculating the cost…" />
          ) : preview.isError ? (
            <QueryError what="plan preview" unavailableIn="organization" error={preview.error} onRetry={() => preview.refetch()} />
          ) : (
            <>
              <p className="text-sm">
                {`Active projects: ${preview.data.number_of_projects}`}
                {preview.data.billed_via_partner && ' · billed through the marketplace'}
              </p>
              <InvoiceLinesTable lines={preview.data.breakdown} totalLabel="Monthly total" total={formatCurrency(total)} />
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
