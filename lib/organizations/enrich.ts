import type { Organization } from '@/lib/api/types'
import {
  CLOUD_MARKETPLACE_BILLING_PARTNER,
  HOSTING_MARKETPLACE_BILLING_PARTNER,
  HOSTING_MARKETPLACE_SLUG_PREFIX,
} from '@/lib/constants'

/** Who bills the organization, derived on the client (SPEC §3); the listing spells it with hyphens. */
export type ManagedBy = 'vercel-marketplace' | 'aws-marketplace' | 'supabase'

export type EnrichedOrganization = Organization & {
  managed_by: ManagedBy
  /** The slug without the hosting-marketplace prefix, for organizations created through it. */
  partner_id?: string
}

export function managedByOf(billingPartner: Organization['billing_partner']): ManagedBy {
  if (billingPartner === HOSTING_MARKETPLACE_BILLING_PARTNER) return 'vercel-marketplace'
  if (billingPartner === CLOUD_MARKETPLACE_BILLING_PARTNER) return 'aws-marketplace'
  return 'supabase'
}

export function partnerIdOf(slug: string): string | undefined {
  return slug.startsWith(HOSTING_MARKETPLACE_SLUG_PREFIX) ? slug.slice(HOSTING_MARKETPLACE_SLUG_PREFIX.length) : undefined
}

export function enrichOrganization(organization: Organization): EnrichedOrganization {
  const partnerId = partnerIdOf(organization.slug)
  return {
    ...organization,
    managed_by: managedByOf(organization.billing_partner),
    ...(partnerId === undefined ? {} : { partner_id: partnerId }),
  }
}

/**
 * The organization list as the dashboard shows it: a non-array answer counts as no organizations,
 * each entry is enriched, and the list is sorted by name, locale-aware (SPEC §3, §7).
 */
export function enrichOrganizations(response: unknown): EnrichedOrganization[] {
  if (!Array.isArray(response)) return []
  return (response as Organization[])
    .map(enrichOrganization)
    .sort((first, second) => first.name.localeCompare(second.name))
}
