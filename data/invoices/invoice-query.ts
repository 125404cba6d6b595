import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Invoice } from '@/lib/api/types'

import { invoiceKeys } from './keys'

/** A single invoice by id. */
export interface InvoiceVariables {
  id?: string
}
export type InvoiceData = Invoice
export type InvoiceError = ResponseError

export async function getInvoice({ id }: InvoiceVariables, signal?: AbortSignal): Promise<InvoiceData> {
  if (!id) throw new Error('Invoice id is required')
  const { data, error } = await platform.GET('/platform/stripe/invoices/{invoice_id}', {
    params: { path: { invoice_id: id } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const invoiceQueryOptions = <TData = InvoiceData>(variables: InvoiceVariables) =>
  queryOptions<InvoiceData, InvoiceError, TData>({
    queryKey: invoiceKeys.detail(variables.id),
    queryFn: ({ signal }) => getInvoice(variables, signal),
  })

export function useInvoiceQuery<TData = InvoiceData>(
  variables: InvoiceVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<InvoiceData, InvoiceError, TData> = {}
) {
  return useQuery<InvoiceData, InvoiceError, TData>({
    ...invoiceQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.id),
  })
}
