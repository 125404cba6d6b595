'use client'

import { useParams, usePathname } from 'next/navigation'

import { useConfig } from '@/lib/config/use-config'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useFeatureFlags } from '@/data/feature-flags/feature-flags-query'
import { BANNER_FLAGS, isFlagOn } from '@/lib/banners/banner-flags'

// Only a remote flag turns the clock check on, and it shows nothing until the server's clock has
// answered: its code (query, client of the app's own endpoints) loads when the flag is on.
const ClockSkewBanner = lazyComponent(() => import('./clock-skew-banner').then((module) => module.ClockSkewBanner), {
  loadErrorFallback: null,
})
// Likewise the incident banner waits for its remote flag, and the organization's billing warnings for
// the organization's data (hosted platform only): neither can show before its code would have loaded.
const IncidentBanner = lazyComponent(() => import('./incident-banner').then((module) => module.IncidentBanner), {
  loadErrorFallback: null,
})
// The outage notice shows only while its flag is on: its texts, store and banner load with the flag.
const NoticeBanner = lazyComponent(() => import('./notice-banner').then((module) => module.NoticeBanner), {
  loadErrorFallback: null,
})
const OrganizationBanners = lazyComponent(
  () => import('./organization-banners').then((module) => module.OrganizationBanners),
  { loadErrorFallback: null }
)

export interface BannerAreaProps {
  /** The current organization's slug; read from the route's `slug` param when omitted. */
  organizationSlug?: string
  /** The current project's ref; read from the route's `ref` param when omitted. */
  projectRef?: string
}

function paramOf(params: ReturnType<typeof useParams>, name: string): string | undefined {
  const value = params?.[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The banner area at the top of every dashboard page (SPEC §2): incident, outage notice,
 * organization billing warnings and clock skew, each switched by its own rule.
 */
export function BannerArea({ organizationSlug, projectRef }: BannerAreaProps) {
  const params = useParams()
  const pathname = usePathname() ?? '/'
  const flags = useFeatureFlags()
  const { isPlatform } = useConfig()
  const slug = organizationSlug ?? paramOf(params, 'slug')
  const ref = projectRef ?? paramOf(params, 'ref')

  return (
    <div data-testid="banner-area" className="flex flex-col empty:hidden">
      {isFlagOn(flags[BANNER_FLAGS.incident]) && <IncidentBanner />}
      {isFlagOn(flags[BANNER_FLAGS.notice]) && <NoticeBanner isFlagOn pathname={pathname} />}
      {isPlatform && <OrganizationBanners organizationSlug={slug} projectRef={ref} />}
      {isFlagOn(flags[BANNER_FLAGS.clockSkew]) && <ClockSkewBanner />}
    </div>
  )
}
