import { useCallback } from 'react'

import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { useOrganizationsQuery, type OrganizationsData } from './organizations-query'

/**
 * One organization by slug, read from the cached organization list (which the shell loads anyway), so
 * a page that needs the current organization adds no request. `data` is undefined while the list loads
 * and when the user has no organization with that slug.
 */
export function useOrganization(slug: string | undefined) {
  const select = useCallback(
    (organizations: OrganizationsData): EnrichedOrganization | undefined =>
      slug ? organizations.find((candidate) => candidate.slug === slug) : undefined,
    [slug]
  )
  return useOrganizationsQuery<EnrichedOrganization | undefined>({ select })
}
