import { queryOptions, useQuery } from '@tanstack/react-query'

import { head } from '@/lib/api/helpers'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { invoiceKeys } from './keys'

const TOTAL_COUNT_HEADER = 'x-total-count'

/** How many invoices an organization has, read from HEAD …/invoices's x-total-count header. */
export interface InvoicesCountVariables {
  slug?: string
}
export type InvoicesCountData = number
export type InvoicesCountError = ResponseError

export async function getInvoicesCount({ slug }: InvoicesCountVariables, signal?: AbortSignal): Promise<InvoicesCountData> {
  if (!slug) throw new Error('Organization slug is required')
  const query = new URLSearchParams({ slug })
  const headers = await head(`/platform/stripe/invoices?${query}`, [TOTAL_COUNT_HEADER], { signal })
  const count = Number(headers[TOTAL_COUNT_HEADER])
  return Number.isFinite(count) && count >= 0 ? count : 0
}

export const invoicesCountQueryOptions = <TData = InvoicesCountData>(variables: InvoicesCountVariables) =>
  queryOptions<InvoicesCountData, InvoicesCountError, TData>({
    queryKey: invoiceKeys.count(variables.slug),
    queryFn: ({ signal }) => getInvoicesCount(variables, signal),
  })

export function useInvoicesCountQuery<TData = InvoicesCountData>(
  variables: InvoicesCountVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<InvoicesCountData, InvoicesCountError, TData> = {}
) {
  return useQuery<InvoicesCountData, InvoicesCountError, TData>({
    ...invoicesCountQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
