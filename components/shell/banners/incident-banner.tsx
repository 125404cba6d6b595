'use client'

import { useConfig } from '@/lib/config/use-config'

import { Banner } from './banner'
import { BannerLink } from './banner-link'

export const INCIDENT_BANNER_TEXTS = {
  title: 'We are investigating a technical issue',
  message: 'Some services may be degraded. Follow the status page for updates.',
  link: 'Follow updates',
} as const

/** SPEC §2: shown while the ongoingIncident flag is on, linking to the external status page. */
export function IncidentBanner() {
  const { statusPageUrl } = useConfig()
  return (
    <Banner
      type="incident"
      title={INCIDENT_BANNER_TEXTS.title}
      actions={<BannerLink href={statusPageUrl}>{INCIDENT_BANNER_TEXTS.link}</BannerLink>}
    >
      {INCIDENT_BANNER_TEXTS.message}
    </Banner>
  )
}
