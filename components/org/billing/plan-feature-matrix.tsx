import type { PlanId } from '@/lib/api/types'
import { PLAN_FEATURE_SECTIONS } from '@/lib/catalog/plan-features/sections'
import { PLAN_IDS } from '@/lib/catalog/pricing-tiers'
import { cn } from '@/lib/utils/cn'

import { PlanFeatureValue } from './plan-feature-value'

const PLAN_COLUMN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise' }

/** The full plan comparison, one table per section, with the organization's plan highlighted. */
export function PlanFeatureMatrix({ currentPlanId }: { currentPlanId?: PlanId }) {
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-base font-medium">Compare plans</h3>
      {PLAN_FEATURE_SECTIONS.map((section) => (
        <table key={section.key} className="w-full table-fixed text-sm">
          <caption className="pb-2 text-left font-medium">{section.title}</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              <th scope="col" className="w-1/4 py-1.5 font-medium">
                Feature
              </th>
              {PLAN_IDS.map((plan) => (
                <th
                  key={plan}
                  scope="col"
                  className={cn('py-1.5 font-medium', plan === currentPlanId && 'text-brand')}
                >
                  {PLAN_COLUMN_NAMES[plan]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.features.map((feature) => (
              <tr key={feature.key} className="border-b border-border/60 align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {feature.title}
                  {feature.usage_based && <span className="block text-xs text-muted">Usage-based</span>}
                </th>
                {PLAN_IDS.map((plan) => (
                  <td key={plan} className={cn('py-2 pr-3', plan === currentPlanId && 'bg-brand/5')}>
                    <PlanFeatureValue value={feature.plans[plan]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
