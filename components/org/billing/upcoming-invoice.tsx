'use client'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useUpcomingInvoiceQuery } from '@/data/invoices/upcoming-invoice-query'
import { formatIsoDate } from '@/lib/billing/invoices'
import { formatCurrency } from '@/lib/format/money'

import { InvoiceLinesTable } from './invoice-lines-table'

/** What the current billing cycle costs so far. */
export function UpcomingInvoice({ slug }: { slug: string }) {
  const upcoming = useUpcomingInvoiceQuery({ slug })
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-medium">Upcoming invoice</h3>
      {upcoming.isPending ? (
        <QueryLoading label="Loading the upcoming invoice…" />
      ) : upcoming.isError ? (
        <QueryError what="upcoming invoice" unavailableIn="organization" error={upcoming.error} onRetry={() => upcoming.refetch()} />
      ) : (
        <>
          {upcoming.data.billing_cycle_start && (
            <p className="text-sm text-muted">
              {`Billing cycle: ${formatIsoDate(upcoming.data.billing_cycle_start)} – ${formatIsoDate(upcoming.data.billing_cycle_end)}`}
            </p>
          )}
          <InvoiceLinesTable
            lines={upcoming.data.lines}
            totalLabel="Total so far"
            total={formatCurrency(upcoming.data.amount_total)}
          />
          {upcoming.data.amount_projected !== undefined && upcoming.data.amount_projected !== upcoming.data.amount_total && (
            <p className="text-sm text-muted">{`Projected for the whole cycle: ${formatCurrency(upcoming.data.amount_projected)}`}</p>
          )}
        </>
      )}
    </div>
  )
}
