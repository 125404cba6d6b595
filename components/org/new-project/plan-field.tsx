'use client'

import { AppLink } from '@/components/ui/app-link'

import { FormField } from '@/components/ui/form-field'
import { isNewProjectPlan, NEW_PROJECT_PLANS, PLAN_PICKER_LABELS, type NewProjectPlan } from '@/lib/catalog/pricing-tiers'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { SELECT_CLASSES } from './select-classes'

/** The plan picker ("Free - $0/month" …) and, when it differs, a word about the organization's plan. */
export function PlanField({
  value,
  organization,
  onChange,
  error,
}: {
  value: NewProjectPlan
  organization: Pick<EnrichedOrganization, 'slug' | 'plan'>
  onChange: (plan: NewProjectPlan) => void
  error?: string
}) {
  const isDifferentFromOrganization = organization.plan.id !== value
  return (
    <div className="flex flex-col gap-2">
      <FormField label="Plan" error={error}>
        <select
          className={SELECT_CLASSES}
          value={value}
          onChange={(event) => {
            if (isNewProjectPlan(event.target.value)) onChange(event.target.value)
          }}
        >
          {NEW_PROJECT_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {PLAN_PICKER_LABELS[plan]}
            </option>
          ))}
        </select>
      </FormField>
      {isDifferentFromOrganization && (
        <p className="text-xs text-muted">
          {`This organization is on the ${organization.plan.name} plan, and its projects are billed on that plan. `}
          <AppLink href={`/org/${organization.slug}/billing#subscription`} className="text-brand hover:underline">
            Compare plans on the billing page
          </AppLink>
        </p>
      )}
    </div>
  )
}
