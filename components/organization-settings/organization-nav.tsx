'use client'

import { useIsFeatureEnabled } from '@/components/layout/use-is-feature-enabled'
import { useConfig } from '@/components/providers/config-provider'
import { AppLink } from '@/components/ui/app-link'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'
import { cn } from '@/lib/utils/cn'

export type OrganizationPage = 'projects' | 'team' | 'billing' | 'audit' | 'general'

const PAGES: { key: OrganizationPage; label: string; path: string; isPlatformOnly: boolean }[] = [
  { key: 'projects', label: 'Projects', path: '', isPlatformOnly: false },
  { key: 'team', label: 'Team', path: '/team', isPlatformOnly: true },
  { key: 'billing', label: 'Billing', path: '/billing', isPlatformOnly: true },
  { key: 'audit', label: 'Audit logs', path: '/audit', isPlatformOnly: true },
  { key: 'general', label: 'Settings', path: '/general', isPlatformOnly: true },
]

/** The organization's pages; team, billing and audit exist only on the hosted platform. */
export function OrganizationNav({ slug, current }: { slug: string; current: OrganizationPage }) {
  const { isPlatform } = useConfig()
  const isBillingEnabled = useIsFeatureEnabled(DASHBOARD_FEATURES.billing)
  const pages = PAGES.filter(
    (page) => (isPlatform || !page.isPlatformOnly) && (page.key !== 'billing' || isBillingEnabled)
  )
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
