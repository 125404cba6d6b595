import { formatGracePeriodDate } from '@/lib/format/date'
import { hasPermission, type PermissionEntry } from '@/lib/permissions/has-permission'

/** SPEC §3 "Banner warning". */
export type BannerType = 'danger' | 'warning' | 'incident'

export interface BannerWarning {
  type: BannerType
  title: string
  message: string
  /** Where "View Details" goes (an app path, without the /dashboard base path). */
  link: string
}

/** The organization fields the SPEC §4 table reads. */
export interface BannerOrganization {
  id: number
  slug: string
  billing_partner?: string | null
  organization_missing_address?: boolean | null
  restriction_status?: 'grace_period' | 'grace_period_over' | 'restricted' | null
  restriction_data?: { grace_period_end?: string | null } | null
}

export interface OverdueInvoiceLike {
  organization_id: number
  /** The platform's OverdueInvoiceCount: an entry counting 0 owes nothing. Absent, the entry itself is the debt. */
  overdue_invoice_count?: number | null
}

function owes(invoice: OverdueInvoiceLike): boolean {
  return invoice.overdue_invoice_count === undefined || invoice.overdue_invoice_count === null || invoice.overdue_invoice_count > 0
}

export interface OrganizationBannerInput {
  /** The organization of the current route; without one there is nothing to warn about. */
  organization: BannerOrganization | undefined
  /** The user's organizations, to find the other organization an overdue invoice belongs to. */
  organizations: BannerOrganization[] | undefined
  overdueInvoices: OverdueInvoiceLike[] | undefined
  permissions: PermissionEntry[] | undefined
}

/** SPEC §2/§6: billing warnings are shown only to holders of this action. */
export const BILLING_PERMISSION_ACTION = 'billing:all'

export const BANNER_TEXTS = {
  gracePeriod: {
    title: 'Organization plan has exceeded its quota',
    message: (date: string) => `You are given a grace period until ${date}`,
  },
  gracePeriodOver: {
    title: 'Grace period is over',
    message: 'Your Projects will not be able to serve requests when you used up your quota.',
  },
  restricted: {
    title: 'Services Restricted',
    message: 'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
  },
  missingAddress: {
    title: 'Missing Billing Information',
    message:
      'Please add a billing address to avoid restrictions. If you are a registered business, please add a tax ID too.',
  },
  overdue: {
    title: 'Outstanding Invoices',
    message: 'Please pay invoices to avoid service disruption.',
  },
  overdueOther: {
    title: 'Outstanding Invoices in other Organization',
    message: 'Please pay invoices for other Organization to avoid service disruption.',
  },
} as const

export const billingPath = (slug: string, section?: 'address' | 'invoices') =>
  `/org/${slug}/billing${section ? `#${section}` : ''}`

function restrictionBanner(organization: BannerOrganization): BannerWarning | null {
  const link = billingPath(organization.slug)
  switch (organization.restriction_status) {
    case 'grace_period': {
      // The end date is a UTC day boundary: formatting in local time could show the day before.
      const end = formatGracePeriodDate(organization.restriction_data?.grace_period_end, { isUtc: true })
      return { type: 'warning', title: BANNER_TEXTS.gracePeriod.title, message: BANNER_TEXTS.gracePeriod.message(end), link }
    }
    case 'grace_period_over':
      return { type: 'warning', ...BANNER_TEXTS.gracePeriodOver, link }
    case 'restricted':
      return { type: 'danger', ...BANNER_TEXTS.restricted, link }
    default:
      return null
  }
}

/**
 * The organization resource and billing warnings of SPEC §4, in the table's order: restriction,
 * missing billing address, overdue invoices here, overdue invoices in another organization.
 * Users without "billing:all" in the current organization see none of them.
 */
export function getOrganizationBanners({
  organization,
  organizations,
  overdueInvoices,
  permissions,
}: OrganizationBannerInput): BannerWarning[] {
  if (!organization) return []
  if (!hasPermission(permissions, { organizationSlug: organization.slug, action: BILLING_PERMISSION_ACTION })) {
    return []
  }

  const banners: BannerWarning[] = []
  const restriction = restrictionBanner(organization)
  if (restriction) banners.push(restriction)

  // Marketplace-billed organizations keep their address with the partner, not with us.
  if (organization.organization_missing_address && !organization.billing_partner) {
    banners.push({ type: 'danger', ...BANNER_TEXTS.missingAddress, link: billingPath(organization.slug, 'address') })
  }

  const invoices = (overdueInvoices ?? []).filter(owes)
  if (invoices.some((invoice) => invoice.organization_id === organization.id)) {
    banners.push({ type: 'danger', ...BANNER_TEXTS.overdue, link: billingPath(organization.slug, 'invoices') })
  }

  const otherOrganization = firstOtherOrganizationWithOverdueInvoices(organization, organizations, invoices)
  if (otherOrganization) {
    banners.push({ type: 'danger', ...BANNER_TEXTS.overdueOther, link: billingPath(otherOrganization.slug, 'invoices') })
  }
  return banners
}

/** The first organization (in invoice order) other than the current one that has an overdue invoice. */
function firstOtherOrganizationWithOverdueInvoices(
  organization: BannerOrganization,
  organizations: BannerOrganization[] | undefined,
  invoices: OverdueInvoiceLike[]
): BannerOrganization | undefined {
  for (const invoice of invoices) {
    if (invoice.organization_id === organization.id) continue
    const owner = organizations?.find((candidate) => candidate.id === invoice.organization_id)
    if (owner) return owner
  }
  return undefined
}
