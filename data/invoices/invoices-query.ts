import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Invoice } from '@/lib/api/types'

import { invoiceKeys } from './keys'

/** One page of an organization's invoices, newest first as the platform returns them. */
export interface InvoicesVariables {
  slug?: string
  offset?: number
  limit?: number
}
export type InvoicesData = Invoice[]
export type InvoicesError = ResponseError

export async function getInvoices(
  { slug, offset = 0, limit = 10 }: InvoicesVariables,
  signal?: AbortSignal
): Promise<InvoicesData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/stripe/invoices', {
    params: { query: { slug, offset, limit } },
    signal,
  })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export const invoicesQueryOptions = <TData = InvoicesData>(variables: InvoicesVariables) =>
  queryOptions<InvoicesData, InvoicesError, TData>({
    queryKey: invoiceKeys.list(variables.slug, { offset: variables.offset ?? 0, limit: variables.limit ?? 10 }),
    queryFn: ({ signal }) => getInvoices(variables, signal),
    placeholderData: keepPreviousData,
  })

export function useInvoicesQuery<TData = InvoicesData>(
  variables: InvoicesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<InvoicesData, InvoicesError, TData> = {}
) {
  return useQuery<InvoicesData, InvoicesError, TData>({
    ...invoicesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
