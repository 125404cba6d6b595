'use client'

import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useInvoicesCountQuery } from '@/data/invoices/invoices-count-query'
import { useInvoicesQuery } from '@/data/invoices/invoices-query'
import { formatInvoiceAmount, formatUnixDate, INVOICE_STATUS_LABELS, INVOICES_PAGE_SIZE, pageRangeLabel } from '@/lib/billing/invoices'

import { Section } from '@/components/ui/section'
import { UpcomingInvoice } from './upcoming-invoice'

// Dialogs load their code (Radix dialog, focus trap, scroll lock) when first opened, not with the page.
const InvoiceDialog = lazyComponent(() => import('./invoice-dialog').then((module) => module.InvoiceDialog))

/** #invoices: the upcoming invoice, then past invoices a page at a time (total from HEAD x-total-count). */
export function InvoicesSection({ slug }: { slug: string }) {
  const [offset, setOffset] = useState(0)
  const [openInvoiceId, setOpenInvoiceId] = useState<string | null>(null)
  const invoices = useInvoicesQuery({ slug, offset, limit: INVOICES_PAGE_SIZE })
  const count = useInvoicesCountQuery({ slug })
  const total = count.data ?? 0
  const pageLength = invoices.data?.length ?? 0

  return (
    <Section variant="divided" id="invoices" title="Invoices" description="Invoices of this organization, newest first.">
      <UpcomingInvoice slug={slug} />
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-medium">Past invoices</h3>
        <QueryState
          query={invoices}
          what="invoices"
          unavailableIn="organization"
          isEmpty={(data) => data.length === 0 && offset === 0}
          empty={<p className="text-sm text-muted">No invoices yet.</p>}
        >
          {(data) => (
            <>
              <DataTable
                variant="plain"
                label="Invoices"
                columns={[
                  {
                    header: 'Invoice',
                    className: 'py-1.5 font-mono',
                    headerClassName: 'font-sans',
                    render: (invoice) => invoice.number ?? invoice.id,
                  },
                  { header: 'Date', className: 'py-1.5', render: (invoice) => formatUnixDate(invoice.period_end) },
                  { header: 'Amount', className: 'py-1.5 text-right', render: (invoice) => formatInvoiceAmount(invoice.amount_due) },
                  {
                    header: 'Status',
                    className: 'py-1.5 pl-4',
                    render: (invoice) => (
                      <Badge variant={invoice.status === 'open' ? 'destructive' : 'outline'}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
                    ),
                  },
                  {
                    header: 'Actions',
                    isHeaderHidden: true,
                    className: 'py-1.5 text-right',
                    render: (invoice) => (
                      <Button
                        size="tiny"
                        variant="ghost"
                        aria-label={`View invoice ${invoice.number ?? invoice.id}`}
                        onClick={() => setOpenInvoiceId(invoice.id)}
                      >
                        View
                      </Button>
                    ),
                  },
                ]}
                rows={data}
                getRowKey={(invoice) => invoice.id}
                rowClassName="align-middle"
              />
              <div className="flex items-center gap-2 text-sm text-muted">
                {count.isSuccess && <span>{pageRangeLabel(offset, pageLength, total)}</span>}
                <Button className="ml-auto" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - INVOICES_PAGE_SIZE))}>
                  Previous
                </Button>
                <Button
                  disabled={invoices.isPlaceholderData || offset + INVOICES_PAGE_SIZE >= total}
                  onClick={() => setOffset(offset + INVOICES_PAGE_SIZE)}
                >
                  Next
                </Button>
              </div>
            </>
          )}
        </QueryState>
      </div>
      {openInvoiceId !== null && <InvoiceDialog invoiceId={openInvoiceId} onClose={() => setOpenInvoiceId(null)} />}
    </Section>
  )
}
