'use client'

import { ExternalLink } from 'lucide-react'

import { QueryState } from '@/components/ui/query-state'
import { buttonVariants } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useInvoiceQuery } from '@/data/invoices/invoice-query'
import { formatInvoiceAmount, formatUnixDate, INVOICE_STATUS_LABELS } from '@/lib/billing/invoices'

/** One invoice in full, fetched by id, with its PDF and payment page. */
export function InvoiceDialog({ invoiceId, onClose }: { invoiceId: string | null; onClose: () => void }) {
  const invoice = useInvoiceQuery({ id: invoiceId ?? undefined }, { enabled: invoiceId !== null })
  const data = invoice.data
  return (
    <Dialog open={invoiceId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium" aria-describedby={undefined}>
        <DialogHeader className="pr-10">
          <DialogTitle>{data ? `Invoice ${data.number ?? data.id}` : 'Invoice'}</DialogTitle>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <QueryState query={invoice} what="invoice" unavailableIn="organization" loadingLabel="Loading the invoice…">
            {(data) => (
              <>
                <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-muted">Status</dt>
                  <dd>{INVOICE_STATUS_LABELS[data.status]}</dd>
                  <dt className="text-muted">Amount due</dt>
                  <dd>{formatInvoiceAmount(data.amount_due)}</dd>
                  {data.subtotal !== undefined && (
                    <>
                      <dt className="text-muted">Subtotal</dt>
                      <dd>{formatInvoiceAmount(data.subtotal)}</dd>
                    </>
                  )}
                  <dt className="text-muted">Period</dt>
                  <dd>{`${formatUnixDate(data.period_start)} – ${formatUnixDate(data.period_end)}`}</dd>
                  <dt className="text-muted">Due date</dt>
                  <dd>{formatUnixDate(data.due_date)}</dd>
                </dl>
                {data.payment_is_processing && <p className="text-sm text-muted">A payment is being processed.</p>}
                <div className="flex flex-wrap gap-2">
                  {data.invoice_pdf && (
                    <a href={data.invoice_pdf} target="_blank" rel="noreferrer" className={buttonVariants({ size: 'small' })}>
                      <ExternalLink aria-hidden="true" className="size-4" />
                      Download PDF
                    </a>
                  )}
                  {data.hosted_invoice_url && (
                    <a
                      href={data.hosted_invoice_url}
                      target="_blank"
                      rel="noreferrer"
                      className={buttonVariants({ size: 'small', variant: 'outline' })}
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      View online
                    </a>
                  )}
                </div>
              </>
            )}
          </QueryState>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
