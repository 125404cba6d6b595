'use client'

import { useConfig } from '@/lib/config/use-config'
import { useUtcTimeQuery } from '@/data/clock/utc-time-query'
import { CLOCK_SKEW_TEXT, isClockSkewed } from '@/lib/banners/clock-skew'

import { Banner } from './banner'
import { BannerLink } from './banner-link'

export const CLOCK_SKEW_LINK_TEXT = 'More information'
/** Docs page on clock-dependent problems (JWTs issued "in the future", expired sessions). */
export const CLOCK_SKEW_DOCS_PATH = '/guides/troubleshooting/jwt-issued-at-future'

/**
 * SPEC §2/§4: warns when the local clock is more than 2 minutes off the server's. The server
 * clock is read on load and every 30 minutes; a failed check means no skew.
 */
export function ClockSkewBanner() {
  const { docsUrl } = useConfig()
  const { data, isError } = useUtcTimeQuery()
  // A failed re-check keeps the last answer in `data`; it must still count as no skew.
  if (isError || !data || !isClockSkewed(data.receivedAt, data.utcTime)) return null
  return (
    <Banner type="warning" actions={<BannerLink href={`${docsUrl}${CLOCK_SKEW_DOCS_PATH}`}>{CLOCK_SKEW_LINK_TEXT}</BannerLink>}>
      {CLOCK_SKEW_TEXT}
    </Banner>
  )
}
