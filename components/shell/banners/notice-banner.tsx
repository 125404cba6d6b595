'use client'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { NOTICE_BANNER_TEXTS, shouldShowNoticeBanner } from '@/lib/banners/notice-banner'

import { Banner } from './banner'
import { BannerLink } from './banner-link'
import { useNoticeAcknowledgement } from './use-notice-acknowledgement'

/**
 * SPEC §2: the May 16, 2025 middleware-outage notice with "Learn more" and "Dismiss": shown while
 * the showNoticeBanner flag is on, except on the sign-in pages, until acknowledged.
 */
export function NoticeBanner({ isFlagOn, pathname }: { isFlagOn: boolean; pathname: string }) {
  const { statusPageUrl } = useConfig()
  const { isAcknowledged, acknowledge } = useNoticeAcknowledgement()
  if (!shouldShowNoticeBanner({ isFlagOn, pathname, isAcknowledged })) return null
  return (
    <Banner
      type="notice"
      title={NOTICE_BANNER_TEXTS.title}
      actions={
        <>
          <BannerLink href={statusPageUrl}>{NOTICE_BANNER_TEXTS.learnMore}</BannerLink>
          <Button size="tiny" variant="ghost" onClick={acknowledge}>
            {NOTICE_BANNER_TEXTS.dismiss}
          </Button>
        </>
      }
    >
      {NOTICE_BANNER_TEXTS.message}
    </Banner>
  )
}
