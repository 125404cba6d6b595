import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { OverdueInvoice } from '@/lib/api/types'

import { invoiceKeys } from './keys'

/** SPEC §9: overdue invoices are cached 1800000 ms (30 minutes). */
export const OVERDUE_INVOICES_STALE_TIME_MS = 1_800_000

export interface OverdueInvoicesVariables {
  /** Overdue invoices exist only on the hosted platform, for a signed-in user (SPEC §7). */
  isPlatform: boolean
  isSignedIn: boolean
}
export type OverdueInvoicesData = OverdueInvoice[]
export type OverdueInvoicesError = ResponseError

export async function getOverdueInvoices(signal?: AbortSignal): Promise<OverdueInvoicesData> {
  const { data, error } = await platform.GET('/platform/stripe/invoices/overdue', { signal })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export const overdueInvoicesQueryOptions = <TData = OverdueInvoicesData>() =>
  queryOptions<OverdueInvoicesData, OverdueInvoicesError, TData>({
    queryKey: invoiceKeys.overdue(),
    queryFn: ({ signal }) => getOverdueInvoices(signal),
    staleTime: OVERDUE_INVOICES_STALE_TIME_MS,
  })

export function useOverdueInvoicesQuery<TData = OverdueInvoicesData>(
  { isPlatform, isSignedIn }: OverdueInvoicesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OverdueInvoicesData, OverdueInvoicesError, TData> = {}
) {
  return useQuery<OverdueInvoicesData, OverdueInvoicesError, TData>({
    ...overdueInvoicesQueryOptions<TData>(),
    ...options,
    enabled: enabled && isPlatform && isSignedIn,
  })
}
