'use client'

import { useIsFeatureEnabled } from '@/components/shell/layout/use-is-feature-enabled'
import { useConfig } from '@/lib/config/use-config'
import { TabNav } from '@/components/ui/tab-nav'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'
import { organizationPages, type OrganizationPage } from '@/lib/navigation/organization-nav'

/** The organization's tabs (lib/navigation/organization-nav.ts decides which this deployment serves). */
export function OrganizationNav({ slug, current }: { slug: string; current: OrganizationPage }) {
  const { isPlatform } = useConfig()
  const isBillingEnabled = useIsFeatureEnabled(DASHBOARD_FEATURES.billing)
  const pages = organizationPages({ isPlatform, isBillingEnabled })
  if (pages.length < 2) return null
  return (
    <TabNav
      label="Organization"
      current={current}
      items={pages.map((page) => ({ key: page.key, label: page.label, href: `/org/${slug}${page.path}` }))}
    />
  )
}
