'use client'

import { useState } from 'react'

import { QueryState } from '@/components/ui/query-state'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useOrganizationSubscriptionPreviewQuery } from '@/data/organizations/organization-subscription-preview-query'
import { useOrganizationSubscriptionUpdateMutation } from '@/data/organizations/organization-subscription-update-mutation'
import { formatSignedCurrency } from '@/lib/billing/compute-price'
import { downgradeConsequences, planChangeDirection, planPriceChange, previewTotal } from '@/lib/billing/plan-change'
import type { PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'
import { formatCurrency } from '@/lib/format/money'
import { toast } from '@/lib/ui/toast'

import { InvoiceLinesTable } from './invoice-lines-table'

export interface PlanChangeDialogProps {
  slug: string
  tier: PricingTier
  /** The organization's tier today (undefined while unknown). */
  currentTier?: PricingTier
  tiers: readonly PricingTier[]
  canChangePlan: boolean
  onClose: () => void
}

/** What moving to another tier changes and costs, then the change itself. */
export function PlanChangeDialog({ slug, tier, currentTier, tiers, canChangePlan, onClose }: PlanChangeDialogProps) {
  const preview = useOrganizationSubscriptionPreviewQuery({ slug, tier: tier.id })
  const change = useOrganizationSubscriptionUpdateMutation()
  const [error, setError] = useState<string | null>(null)
  const price = currentTier ? planPriceChange(currentTier, tier) : undefined
  const consequences = currentTier ? downgradeConsequences(currentTier.planId, tier.planId, tiers) : []
  const isDowngrade = currentTier !== undefined && planChangeDirection(currentTier.planId, tier.planId) === 'downgrade'

  const handleConfirm = async () => {
    setError(null)
    try {
      await change.mutateAsync({ slug, tier: tier.id })
      toast.success(`The organization is now on the ${tier.name} plan`)
      onClose()
    } catch (failure) {
      setError(`Could not change the plan: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !change.isPending && onClose()}>
      <DialogContent size="large">
        <DialogHeader className="pr-10">
          <DialogTitle>{`Change to the ${tier.name} plan`}</DialogTitle>
          <DialogDescription>What changes, and what this organization would pay per month for its current projects.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          {price && currentTier && (
            <p className="text-sm" data-testid="plan-price-change">
              {`Base price: ${formatCurrency(price.currentMonthly)} on ${currentTier.name} → ${formatCurrency(price.nextMonthly)} on ${tier.name} per month (${formatSignedCurrency(price.monthlyDifference)})`}
            </p>
          )}
          <QueryState query={preview} what="plan preview" unavailableIn="organization" loadingLabel="Calculating the cost…">
            {(data) => (
              <>
                <p className="text-sm">
                  {`Active projects: ${data.number_of_projects}`}
                  {data.billed_via_partner && ' · billed through the marketplace'}
                </p>
                <InvoiceLinesTable lines={data.breakdown} totalLabel="Monthly total" total={formatCurrency(previewTotal(data.breakdown))} />
              </>
            )}
          </QueryState>
          {isDowngrade && (
            <div className="flex flex-col gap-1 rounded-md border border-warning/50 p-3 text-sm">
              <h3 className="font-medium">{`Moving down to ${tier.name}`}</h3>
              <ul aria-label="What the organization loses" className="list-disc pl-5">
                {consequences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          {!canChangePlan && <p className="text-sm text-muted">Only members allowed to manage billing can change the plan.</p>}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="default" disabled={change.isPending} onClick={onClose}>
            Cancel
          </Button>
          {canChangePlan && (
            <Button variant={isDowngrade ? 'warning' : 'primary'} loading={change.isPending} onClick={handleConfirm}>
              {`Change to ${tier.name}`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
