import type { Subscription } from '@/lib/api/types'
import { formatIsoDate, formatUnixDate } from '@/lib/billing/invoices'
import { formatCurrency } from '@/lib/format/money'

/** The organization's plan, billing period, add-ons and any plan change already scheduled. */
export function CurrentPlanSummary({ subscription }: { subscription: Subscription }) {
  const scheduled = subscription.scheduled_plan_change
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted">Current plan</dt>
      <dd className="font-medium">{subscription.plan.name}</dd>
      <dt className="text-muted">Billing period</dt>
      <dd>{`${formatUnixDate(subscription.current_period_start)} – ${formatUnixDate(subscription.current_period_end)}`}</dd>
      <dt className="text-muted">Usage-based billing</dt>
      <dd>{subscription.usage_billing_enabled ? 'On: usage beyond the quota is billed' : 'Off: usage is capped at the quota'}</dd>
      <dt className="text-muted">Add-ons</dt>
      <dd>
        {subscription.addons.length === 0 ? (
          'None'
        ) : (
          <ul>
            {subscription.addons.map((addon) => (
              <li key={addon.name}>{`${addon.name} (${formatCurrency(addon.price)})`}</li>
            ))}
          </ul>
        )}
      </dd>
      {scheduled?.target_plan && (
        <>
          <dt className="text-muted">Scheduled change</dt>
          <dd>{`To ${scheduled.target_plan} on ${formatIsoDate(scheduled.at)}`}</dd>
        </>
      )}
    </dl>
  )
}
