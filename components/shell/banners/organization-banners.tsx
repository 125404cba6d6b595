'use client'

import { useAuth } from '@/components/sign-in/auth-provider'
import { useConfig } from '@/lib/config/use-config'
import { useOverdueInvoicesQuery } from '@/data/invoices/overdue-invoices-query'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { usePermissionsQuery } from '@/data/profile/permissions-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { getOrganizationBanners } from '@/lib/banners/organization-banners'
import { currentOrganization } from '@/lib/routing/route-context'

import { Banner } from './banner'
import { BannerLink } from './banner-link'

export const VIEW_DETAILS_TEXT = 'View Details'

export interface OrganizationBannersProps {
  organizationSlug?: string
  projectRef?: string
}

/**
 * SPEC §4 "Organization restriction banners" for the organization of the current route (by slug,
 * else the current project's organization). Hosted platform and signed in only: permissions and
 * overdue invoices exist only there.
 */
export function OrganizationBanners({ organizationSlug, projectRef }: OrganizationBannersProps) {
  const { isPlatform } = useConfig()
  const { isLoggedIn } = useAuth()
  const isEnabled = isPlatform && isLoggedIn

  const { data: permissions } = usePermissionsQuery({ isPlatform, isSignedIn: isLoggedIn })
  const { data: organizations } = useOrganizationsQuery({ enabled: isEnabled })
  const { data: overdueInvoices } = useOverdueInvoicesQuery({ isPlatform, isSignedIn: isLoggedIn })
  const { data: project } = useProjectDetailQuery(
    { ref: projectRef },
    // The project is only needed to find its organization when the route names none.
    { enabled: isEnabled && !organizationSlug }
  )

  if (!isEnabled) return null
  const organization = currentOrganization(organizations, organizationSlug, project)
  const banners = getOrganizationBanners({ organization, organizations, overdueInvoices, permissions })
  return (
    <>
      {banners.map((banner) => (
        <Banner
          key={banner.title}
          type={banner.type}
          title={banner.title}
          actions={<BannerLink href={banner.link}>{VIEW_DETAILS_TEXT}</BannerLink>}
        >
          {banner.message}
        </Banner>
      ))}
    </>
  )
}
