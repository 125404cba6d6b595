'use client'

import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useConfig } from '@/lib/config/use-config'
import type { PlanId } from '@/lib/api/types'
import { NEW_PROJECT_PLANS, pricingTiers } from '@/lib/catalog/pricing-tiers'
import type { PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'

import { PricingTierCard } from './pricing-tier-card'

// Dialogs load their code (Radix dialog, focus trap, scroll lock) when first opened, not with the page.
const PlanChangeDialog = lazyComponent(() => import('./plan-change-dialog').then((module) => module.PlanChangeDialog))

/** Self-serve tiers can be previewed against this organization's projects; Enterprise is by contract. */
function isSelfServe(tier: PricingTier): boolean {
  return (NEW_PROJECT_PLANS as readonly string[]).includes(tier.planId)
}

/** The pricing tiers side by side, the current one marked; the others open what a change costs, and the change. */
export function PlanPicker({
  slug,
  currentPlanId,
  isPlanChangeDisabled,
  canChangePlan,
}: {
  slug: string
  currentPlanId?: PlanId
  isPlanChangeDisabled: boolean
  canChangePlan: boolean
}) {
  const { siteUrl } = useConfig()
  const [previewTier, setPreviewTier] = useState<PricingTier | null>(null)
  const tiers = pricingTiers(siteUrl)
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-medium">Plans</h3>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {tiers.map((tier) => {
          const isCurrent = tier.planId === currentPlanId
          const canPreview = !isCurrent && isSelfServe(tier)
          return (
            <PricingTierCard
              key={tier.id}
              tier={tier}
              isCurrent={isCurrent}
              onPreview={canPreview ? () => setPreviewTier(tier) : undefined}
              isPreviewDisabled={isPlanChangeDisabled}
            />
          )
        })}
      </div>
      {previewTier && (
        <PlanChangeDialog
          slug={slug}
          tier={previewTier}
          currentTier={tiers.find((tier) => tier.planId === currentPlanId)}
          tiers={tiers}
          canChangePlan={canChangePlan}
          onClose={() => setPreviewTier(null)}
        />
      )}
    </div>
  )
}
