'use client'

import { useIsFeatureEnabled } from '@/components/shell/layout/use-is-feature-enabled'
import { useConfig } from '@/lib/config/use-config'
import { AppLink } from '@/components/ui/app-link'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'
import { organizationPages, type OrganizationPage } from '@/lib/navigation/organization-nav'
import { cn } from '@/lib/utils/cn'

/** The organization's tabs (lib/navigation/organization-nav.ts decides which this deployment serves). */
export function OrganizationNav({ slug, current }: { slug: string; current: OrganizationPage }) {
  const { isPlatform } = useConfig()
  const isBillingEnabled = useIsFeatureEnabled(DASHBOARD_FEATURES.billing)
  const pages = organizationPages({ isPlatform, isBillingEnabled })
  if (pages.length < 2) return null
  return (
    <nav aria-label="Organization" className="flex gap-4 border-b border-border text-sm">
      {pages.map((page) => {
        const isCurrent = page.key === current
        return (
          <AppLink
            key={page.key}
            href={`/org/${slug}${page.path}`}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-1 pb-2',
              isCurrent ? 'border-brand text-foreground' : 'border-transparent text-muted hover:text-foreground'
            )}
          >
            {page.label}
          </AppLink>
        )
      })}
    </nav>
  )
}
