import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardFetch } from '@/lib/api/dashboard-client'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { consentCategoriesSchema, type ConsentCategory } from '@/lib/consent/categories'

import { consentKeys } from './keys'

export type ConsentCategoriesData = ConsentCategory[]
export type ConsentCategoriesError = Error

/**
 * Loads the consent categories. Ad blockers often block consent resources; any failure (blocked,
 * network, malformed file) surfaces as an error so the modal can say so (SPEC §8).
 */
export async function getConsentCategories(signal?: AbortSignal): Promise<ConsentCategoriesData> {
  const { response, body } = await dashboardFetch('GET /consent/categories.json', { signal })
  if (!response.ok) throw new Error(`The privacy settings could not be loaded (status ${response.status})`)
  return consentCategoriesSchema.parse(body)
}

export const consentCategoriesQueryOptions = <TData = ConsentCategoriesData>() =>
  queryOptions<ConsentCategoriesData, ConsentCategoriesError, TData>({
    queryKey: consentKeys.categories(),
    queryFn: ({ signal }) => getConsentCategories(signal),
    // A static file: once loaded it does not change while the page is open.
    staleTime: Infinity,
    // A blocked request fails the same way every time; show the advice at once.
    retry: false,
  })

export function useConsentCategoriesQuery<TData = ConsentCategoriesData>(
  { enabled = true, ...options }: UseCustomQueryOptions<ConsentCategoriesData, ConsentCategoriesError, TData> = {}
) {
  return useQuery<ConsentCategoriesData, ConsentCategoriesError, TData>({
    ...consentCategoriesQueryOptions<TData>(),
    ...options,
    enabled,
  })
}
