import { DataTable } from '@/components/ui/data-table'
import type { PlanId } from '@/lib/api/types'
import { PLAN_FEATURE_SECTIONS } from '@/lib/catalog/plan-features/sections'
import { PLAN_IDS } from '@/lib/catalog/pricing-tiers'
import { cn } from '@/lib/utils/cn'

import { PlanFeatureValue } from './plan-feature-value'

type PlanFeature = (typeof PLAN_FEATURE_SECTIONS)[number]['features'][number]

const PLAN_COLUMN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise' }

/** The full plan comparison, one table per section, with the organization's plan highlighted. */
export function PlanFeatureMatrix({ currentPlanId }: { currentPlanId?: PlanId }) {
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-base font-medium">Compare plans</h3>
      {PLAN_FEATURE_SECTIONS.map((section) => (
        <DataTable
          key={section.key}
          variant="plain"
          caption={section.title}
          className="table-fixed"
          columns={[
            {
              header: 'Feature',
              isRowHeader: true,
              headerClassName: 'w-1/4',
              render: (feature: PlanFeature) => (
                <>
                  {feature.title}
                  {feature.usage_based && <span className="block text-xs text-muted">Usage-based</span>}
                </>
              ),
            },
            ...PLAN_IDS.map((plan) => ({
              header: PLAN_COLUMN_NAMES[plan],
              headerClassName: cn(plan === currentPlanId && 'text-brand'),
              className: cn(plan === currentPlanId && 'bg-brand/5'),
              render: (feature: PlanFeature) => <PlanFeatureValue value={feature.plans[plan]} />,
            })),
          ]}
          rows={section.features}
          getRowKey={(feature) => feature.key}
        />
      ))}
    </div>
  )
}
