import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { UpcomingInvoice } from '@/lib/api/types'

import { invoiceKeys } from './keys'

/** The organization's upcoming invoice preview (what the current period costs so far). */
export interface UpcomingInvoiceVariables {
  slug?: string
}
export type UpcomingInvoiceData = UpcomingInvoice
export type UpcomingInvoiceError = ResponseError

export async function getUpcomingInvoice(
  { slug }: UpcomingInvoiceVariables,
  signal?: AbortSignal
): Promise<UpcomingInvoiceData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/billing/invoices/upcoming', {
    params: { path: { slug } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const upcomingInvoiceQueryOptions = <TData = UpcomingInvoiceData>(variables: UpcomingInvoiceVariables) =>
  queryOptions<UpcomingInvoiceData, UpcomingInvoiceError, TData>({
    queryKey: invoiceKeys.upcoming(variables.slug),
    queryFn: ({ signal }) => getUpcomingInvoice(variables, signal),
  })

export function useUpcomingInvoiceQuery<TData = UpcomingInvoiceData>(
  variables: UpcomingInvoiceVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<UpcomingInvoiceData, UpcomingInvoiceError, TData> = {}
) {
  return useQuery<UpcomingInvoiceData, UpcomingInvoiceError, TData>({
    ...upcomingInvoiceQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
