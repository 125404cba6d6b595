import type { Invoice } from '@/lib/api/types'
import { formatDatePattern, parseDate } from '@/lib/format/date-pattern'
import { formatCurrency } from '@/lib/format/money'

/** Invoices shown per page of the billing page's invoice list. */
export const INVOICES_PAGE_SIZE = 5

export const INVOICE_STATUS_LABELS: Record<Invoice['status'], string> = {
  draft: 'Draft',
  open: 'Unpaid',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
}

/** Invoice amounts come in cents from the payment provider. */
export function formatInvoiceAmount(cents: number): string {
  return formatCurrency(cents / 100)
}

const INVOICE_DATE_FORMAT = 'DD MMM YYYY'

/** "01 Jun 2025" from Unix seconds, or "—" when the date is missing. */
export function formatUnixDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—'
  return formatDatePattern(new Date(seconds * 1000), INVOICE_DATE_FORMAT)
}

/** "01 Jun 2025" from an ISO timestamp, or "—". */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '—'
  const date = parseDate(value)
  return date ? formatDatePattern(date, INVOICE_DATE_FORMAT) : '—'
}

/** The page's range in words: "Showing 1–5 of 12". */
export function pageRangeLabel(offset: number, pageLength: number, total: number): string {
  if (total === 0 || pageLength === 0) return `Showing 0 of ${total}`
  return `Showing ${offset + 1}–${offset + pageLength} of ${total}`
}
