/** Query keys of the invoice views (SPEC §3 "Invoice views"). */
export const invoiceKeys = {
  overdue: () => ['invoices', 'overdue'] as const,
  detail: (id: string | undefined) => ['invoices', 'detail', id] as const,
  /** All pages of one organization's invoices share this prefix. */
  orgInvoicesPrefix: (slug: string | undefined) => ['invoices', 'org', slug] as const,
  list: (slug: string | undefined, options: { offset?: number; limit?: number }) =>
    ['invoices', 'org', slug, 'list', options] as const,
  count: (slug: string | undefined) => ['invoices', 'org', slug, 'count'] as const,
  upcoming: (slug: string | undefined) => ['invoices', 'org', slug, 'upcoming'] as const,
}
