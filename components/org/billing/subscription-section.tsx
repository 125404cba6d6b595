'use client'

import { QueryState } from '@/components/ui/query-state'
import { useOrganizationSubscriptionQuery } from '@/data/organizations/organization-subscription-query'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { Section } from '@/components/ui/section'
import { CurrentPlanSummary } from './current-plan-summary'
import { PlanFeatureMatrix } from './plan-feature-matrix'
import { PlanPicker } from './plan-picker'

/** #subscription: the current plan, the tiers to move to, and the feature comparison. */
export function SubscriptionSection({
  slug,
  organization,
  isPlanChangeDisabled,
  canChangePlan,
}: {
  slug: string
  organization?: EnrichedOrganization
  isPlanChangeDisabled: boolean
  canChangePlan: boolean
}) {
  const subscription = useOrganizationSubscriptionQuery({ slug })
  // The organization record knows the plan too, so the tiers can be marked before the subscription loads.
  const currentPlanId = subscription.data?.plan.id ?? organization?.plan.id
  return (
    <Section
      variant="divided"
      id="subscription"
      title="Subscription plan"
      description="Your organization's plan and what each plan includes."
    >
      <QueryState query={subscription} what="subscription" unavailableIn="organization" loadingLabel="Loading the subscription…">
        {(data) => <CurrentPlanSummary subscription={data} />}
      </QueryState>
      <PlanPicker slug={slug} currentPlanId={currentPlanId} isPlanChangeDisabled={isPlanChangeDisabled} canChangePlan={canChangePlan} />
      <PlanFeatureMatrix currentPlanId={currentPlanId} />
    </Section>
  )
}
