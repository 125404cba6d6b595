import { describe, expect, it } from 'vitest'

import { isFlagOn } from '@/lib/banners/banner-flags'
import {
  CLOCK_CHECK_INTERVAL_MS,
  CLOCK_SKEW_THRESHOLD_MS,
  clockOffsetMs,
  isClockSkewed,
} from '@/lib/banners/clock-skew'
import { isSignInPage, MIDDLEWARE_OUTAGE_BANNER_KEY, shouldShowNoticeBanner } from '@/lib/banners/notice-banner'
import { MIDDLEWARE_OUTAGE_BANNER_KEY as CONSTANT_KEY } from '@/lib/constants'

describe('clock skew (SPEC §4, §9)', () => {
  const server = '2025-05-16T12:00:00.000Z'
  const serverMs = Date.parse(server)

  it('uses the SPEC constants', () => {
    expect(CLOCK_SKEW_THRESHOLD_MS).toBe(120000)
    expect(CLOCK_CHECK_INTERVAL_MS).toBe(1800000)
  })

  it('is skewed only beyond 2 minutes, in either direction', () => {
    expect(isClockSkewed(serverMs, server)).toBe(false)
    expect(isClockSkewed(serverMs + 120000, server)).toBe(false)
    expect(isClockSkewed(serverMs - 120000, server)).toBe(false)
    expect(isClockSkewed(serverMs + 120001, server)).toBe(true)
    expect(isClockSkewed(serverMs - 120001, server)).toBe(true)
    expect(isClockSkewed(serverMs + 3_600_000, server)).toBe(true)
  })

  it('measures the local clock against the server', () => {
    expect(clockOffsetMs(serverMs + 5000, server)).toBe(5000)
    expect(clockOffsetMs(serverMs - 5000, server)).toBe(-5000)
  })

  it('an unreadable answer counts as no skew', () => {
    for (const answer of [undefined, null, '', 'not a date']) {
      expect(clockOffsetMs(0, answer)).toBeNull()
      expect(isClockSkewed(0, answer)).toBe(false)
    }
  })
})

describe('middleware-outage notice (SPEC §2, §4)', () => {
  it('acknowledges under the named constant', () => {
    expect(MIDDLEWARE_OUTAGE_BANNER_KEY).toBe(CONSTANT_KEY)
  })

  it.each(['/sign-in', '/sign-in/callback', '/sign-in-mfa', '/sign-in-sso', '/sign-up', '/forgot-password', '/reset-password', '/dashboard/sign-in'])(
    '%s is a sign-in page',
    (path) => expect(isSignInPage(path)).toBe(true)
  )

  it.each(['/', '/organizations', '/org/acme', '/project/abc', '/sign-inside', '/project/sign-in', '/dashboard/org/acme'])(
    '%s is not a sign-in page',
    (path) => expect(isSignInPage(path)).toBe(false)
  )

  it('shows while the flag is on, outside sign-in pages, until acknowledged', () => {
    expect(shouldShowNoticeBanner({ isFlagOn: true, pathname: '/organizations', isAcknowledged: false })).toBe(true)
    expect(shouldShowNoticeBanner({ isFlagOn: false, pathname: '/organizations', isAcknowledged: false })).toBe(false)
    expect(shouldShowNoticeBanner({ isFlagOn: true, pathname: '/sign-in', isAcknowledged: false })).toBe(false)
    expect(shouldShowNoticeBanner({ isFlagOn: true, pathname: '/organizations', isAcknowledged: true })).toBe(false)
  })
})

describe('banner flags', () => {
  it('treats true and "true" as on, anything else as off', () => {
    expect(isFlagOn(true)).toBe(true)
    expect(isFlagOn('true')).toBe(true)
    for (const value of [false, 'false', undefined, null, 1, 'yes', {}]) expect(isFlagOn(value)).toBe(false)
  })
})
