'use client'

import { PlatformOnlyNotice } from '@/components/org/settings/platform-only-notice'
import { OrganizationSettingsLayout } from '@/components/org/settings/organization-settings-layout'
import { useConfig } from '@/lib/config/use-config'
import { QueryState } from '@/components/ui/query-state'
import { useOrganizationSubscriptionQuery } from '@/data/organizations/organization-subscription-query'
import { useOrgUsageQuery } from '@/data/usage/org-usage-query'
import { formatGracePeriodDate } from '@/lib/format/date'
import { billingCycle } from '@/lib/usage/daily'
import { toUsageRows } from '@/lib/usage/metrics'

import { DailyUsageSection } from './daily-usage-section'
import { UsageMetricsTable } from './usage-metrics-table'

function UsageSections({ slug }: { slug: string }) {
  const usage = useOrgUsageQuery({ slug })
  const subscription = useOrganizationSubscriptionQuery({ slug })
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="usage-summary" className="flex flex-col gap-3">
        <h2 id="usage-summary" className="text-base font-medium">This billing cycle</h2>
        <QueryState
          query={subscription}
          what="the billing cycle"
          unavailableIn="organization"
        >
          {(data) => {
            const cycle = billingCycle(data)
            return (
              <p className="text-sm text-muted">
                {`${formatGracePeriodDate(cycle.start, { isUtc: true })} – ${formatGracePeriodDate(cycle.end, { isUtc: true })}, ${data.plan.name} plan`}
              </p>
            )
          }}
        </QueryState>
        <QueryState
          query={usage}
          what="usage"
          unavailableIn="organization"
          isEmpty={(data) => data.usages.length === 0}
          empty={<p className="text-sm text-muted">This organization&apos;s plan has no metered usage.</p>}
        >
          {(data) => <UsageMetricsTable rows={toUsageRows(data.usages)} />}
        </QueryState>
      </section>
      <section aria-labelledby="usage-daily" className="flex flex-col gap-3">
        <h2 id="usage-daily" className="text-base font-medium">Daily usage</h2>
        {subscription.data ? (
          <DailyUsageSection slug={slug} {...billingCycle(subscription.data)} />
        ) : (
          <p className="text-sm text-muted">Daily usage shows once the billing cycle is known.</p>
        )}
      </section>
    </div>
  )
}

/** /org/{slug}/usage: the use of each plan metric in the current billing cycle, and day by day. */
export function UsagePage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  return (
    <OrganizationSettingsLayout slug={slug} current="usage" title="Usage">
      {isPlatform ? <UsageSections slug={slug} /> : <PlatformOnlyNotice feature="Organization usage" />}
    </OrganizationSettingsLayout>
  )
}
