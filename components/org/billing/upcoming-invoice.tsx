'use client'

import { QueryState } from '@/components/ui/query-state'
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
      <QueryState query={upcoming} what="upcoming invoice" unavailableIn="organization" loadingLabel="Loading the upcoming invoice…">
        {(data) => (
          <>
            {data.billing_cycle_start && (
              <p className="text-sm text-muted">
                {`Billing cycle: ${formatIsoDate(data.billing_cycle_start)} – ${formatIsoDate(data.billing_cycle_end)}`}
              </p>
            )}
            <InvoiceLinesTable lines={data.lines} totalLabel="Total so far" total={formatCurrency(data.amount_total)} />
            {data.amount_projected !== undefined && data.amount_projected !== data.amount_total && (
              <p className="text-sm text-muted">{`Projected for the whole cycle: ${formatCurrency(data.amount_projected)}`}</p>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
