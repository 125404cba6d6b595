import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { BannerArea } from '@/components/shell/banners/banner-area'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { MIDDLEWARE_OUTAGE_BANNER_KEY } from '@/lib/constants'
import { AWS_ORG_ID, OTHER_ORG_ID, PRIMARY_ORG_ID, PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
// Not a React hook despite its name: it registers the mock platform's handlers for this test.
import { MOCK_PLATFORM_API_URL, useMockPlatform as registerMockPlatform } from '@/mock-platform/use-mock-platform'
import { server } from '@/tests/setup/msw-server'

import { configureMockPlatformClient, renderDashboard, signInMockUser, testConfig } from './render-dashboard'

// Only next/navigation is replaced: the route the banner area reads its pathname and params from.
const route = vi.hoisted(() => ({ pathname: '/organizations', params: {} as Record<string, string> }))
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useParams: () => route.params,
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}))

const CLOCK_SKEW_TEXT = "Your computer's clock appears to be inaccurate. This can cause issues with certain features."
const UTC_TIME_URL = () => new URL('/dashboard/api/get-utc-time', window.location.origin).href

/** The notice's code loads with its flag: let it arrive and render before checking that it stays hidden. */
async function settleNotice() {
  await act(async () => {
    await import('@/components/shell/banners/notice-banner')
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

function serveUtcTime(answer: () => Response) {
  const calls: number[] = []
  server.use(
    http.get(UTC_TIME_URL(), () => {
      calls.push(Date.now())
      return answer()
    })
  )
  return calls
}

// The banners load on demand; vitest compiles a module on its first import, which can outlast a
// findBy's second on a busy machine. Compile them once up front.
beforeAll(async () => {
  await Promise.all([import('@/components/shell/banners/organization-banners'), import('@/components/shell/banners/notice-banner')])
})

beforeEach(() => {
  localStorage.clear()
  route.pathname = '/organizations'
  route.params = {}
})
afterEach(() => resetPlatformClient())

describe('banner area on the hosted platform', () => {
  async function renderSignedIn(
    scenario: Parameters<typeof registerMockPlatform>[0],
    props: { organizationSlug?: string; projectRef?: string } = { organizationSlug: PRIMARY_ORG_SLUG }
  ) {
    const state = registerMockPlatform(scenario)
    await signInMockUser()
    configureMockPlatformClient()
    const rendered = renderDashboard(<BannerArea {...props} />, testConfig(true))
    return { ...rendered, state }
  }

  it('warns a billing holder about the grace period with its end date and a View Details link', async () => {
    await renderSignedIn('grace-period')
    // The first test of the file waits for the banners' code to compile on a busy machine too.
    const banner = await screen.findByText('Organization plan has exceeded its quota', {}, { timeout: 10_000 })
    const strip = banner.closest('[data-type]') as HTMLElement
    expect(strip).toHaveAttribute('data-type', 'warning')
    expect(within(strip).getByText('You are given a grace period until 15 Jul, 2025')).toBeInTheDocument()
    expect(within(strip).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/dashboard/org/acme-corp/billing'
    )
  })

  it.each([
    ['grace-period-over', 'Grace period is over', 'warning'],
    ['restricted', 'Services Restricted', 'danger'],
    ['missing-address', 'Missing Billing Information', 'danger'],
    ['overdue-invoices', 'Outstanding Invoices', 'danger'],
  ] as const)('%s: shows "%s"', async (scenario, title, type) => {
    await renderSignedIn(scenario)
    const banner = await screen.findByText(title)
    expect(banner.closest('[data-type]')).toHaveAttribute('data-type', type)
  })

  /** Renders with the overdue-invoice answer replaced by `entries`, exactly as the platform sends them. */
  async function renderWithOverdueAnswer(entries: { organization_id: number; overdue_invoice_count: number }[]) {
    registerMockPlatform('default')
    // Registered after the mock platform's handlers, so it answers first.
    server.use(http.get(`${MOCK_PLATFORM_API_URL}/stripe/invoices/overdue`, () => HttpResponse.json(entries)))
    await signInMockUser()
    configureMockPlatformClient()
    return renderDashboard(<BannerArea organizationSlug={PRIMARY_ORG_SLUG} />, testConfig(true))
  }

  it("shows both invoice banners from the platform's own answer: a count per organization", async () => {
    // The platform's OverdueInvoiceCount, exactly: no invoice ids, amounts or dates, and 0 for an organization that owes nothing.
    await renderWithOverdueAnswer([
      { organization_id: AWS_ORG_ID, overdue_invoice_count: 0 },
      { organization_id: PRIMARY_ORG_ID, overdue_invoice_count: 2 },
      { organization_id: OTHER_ORG_ID, overdue_invoice_count: 1 },
    ])
    const here = await screen.findByText('Outstanding Invoices', {}, { timeout: 10_000 })
    expect(here.closest('[data-type]')).toHaveAttribute('data-type', 'danger')
    const other = (await screen.findByText('Outstanding Invoices in other Organization')).closest('[data-type]') as HTMLElement
    // The first organization that owes: the one counting 0 is passed over.
    expect(within(other).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/dashboard/org/beta-labs/billing#invoices')
  })

  it('shows no invoice banner when every count is 0', async () => {
    const { queryClient } = await renderWithOverdueAnswer([
      { organization_id: PRIMARY_ORG_ID, overdue_invoice_count: 0 },
      { organization_id: OTHER_ORG_ID, overdue_invoice_count: 0 },
    ])
    await waitFor(() => expect(queryClient.getQueryState(['invoices', 'overdue'])?.status).toBe('success'), { timeout: 10_000 })
    expect(screen.queryByText(/Outstanding Invoices/)).not.toBeInTheDocument()
  })

  it('shows the grace period and both invoice banners when every answer carries only its required fields', async () => {
    await renderSignedIn('minimal')
    expect(await screen.findByText('Organization plan has exceeded its quota', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByText('Outstanding Invoices')).toBeInTheDocument()
    expect(await screen.findByText('Outstanding Invoices in other Organization')).toBeInTheDocument()
  })

  it('points at the other organization when its invoices are overdue', async () => {
    await renderSignedIn('overdue-other-org')
    const banner = await screen.findByText('Outstanding Invoices in other Organization')
    const strip = banner.closest('[data-type]') as HTMLElement
    expect(within(strip).getByText('Please pay invoices for other Organization to avoid service disruption.')).toBeInTheDocument()
    expect(within(strip).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/dashboard/org/beta-labs/billing#invoices'
    )
  })

  it("finds the organization through the route's project when there is no slug", async () => {
    route.params = { ref: PRIMARY_PROJECT_REF }
    await renderSignedIn('restricted', {})
    expect(await screen.findByText('Services Restricted')).toBeInTheDocument()
  })

  it('shows no billing warnings without "billing:all", even with problems to report', async () => {
    const { queryClient, state } = await renderSignedIn('no-billing-permission')
    await waitFor(() => {
      for (const key of [['permissions'], ['organizations'], ['invoices', 'overdue']]) {
        expect(queryClient.getQueryState(key)?.status).toBe('success')
      }
    })
    expect(state.overdueInvoices.length).toBeGreaterThan(0)
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement()
  })

  it('shows incident, notice and clock-skew banners when the platform turns their flags on', async () => {
    serveUtcTime(() => HttpResponse.json({ utcTime: new Date(Date.now() - 10 * 60_000).toISOString() }))
    await renderSignedIn('flags-on')

    const incident = await screen.findByText('We are investigating a technical issue')
    expect(within(incident.closest('[data-type]') as HTMLElement).getByRole('link', { name: 'Follow updates' })).toHaveAttribute(
      'href',
      'https://status.example.test'
    )
    expect(await screen.findByText('Brief dashboard outage on May 16, 2025, 22:00–23:00 UTC')).toBeInTheDocument()
    const skew = await screen.findByText(CLOCK_SKEW_TEXT)
    expect(within(skew.closest('[data-type]') as HTMLElement).getByRole('link', { name: 'More information' })).toBeInTheDocument()
  })
})

describe('banner area when self-hosted (flags from configuration, no platform calls)', () => {
  it('shows nothing when no flag is on', () => {
    renderDashboard(<BannerArea />, testConfig(false))
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement()
  })

  it('links the incident banner to the configured status page', () => {
    renderDashboard(<BannerArea />, testConfig(false, { featureFlags: { ongoingIncident: true } }))
    expect(screen.getByRole('link', { name: 'Follow updates' })).toHaveAttribute('href', 'https://status.example.test')
  })

  describe('middleware-outage notice', () => {
    const config = testConfig(false, { featureFlags: { showNoticeBanner: true } })
    const title = 'Brief dashboard outage on May 16, 2025, 22:00–23:00 UTC'

    it('has "Learn more" and "Dismiss"; dismissing hides it and remembers it', async () => {
      const user = userEvent.setup()
      const { unmount } = renderDashboard(<BannerArea />, config)
      expect(await screen.findByText(title)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Dismiss' }))
      expect(screen.queryByText(title)).not.toBeInTheDocument()
      expect(localStorage.getItem(MIDDLEWARE_OUTAGE_BANNER_KEY)).toBe('true')

      unmount()
      renderDashboard(<BannerArea />, config)
      await settleNotice()
      expect(screen.queryByText(title)).not.toBeInTheDocument()
    })

    it('is hidden on the sign-in pages', async () => {
      route.pathname = '/sign-in'
      renderDashboard(<BannerArea />, config)
      await settleNotice()
      expect(screen.queryByText(title)).not.toBeInTheDocument()
    })

    it('stays hidden when the flag is off', () => {
      renderDashboard(<BannerArea />, testConfig(false, { featureFlags: { showNoticeBanner: false } }))
      expect(screen.queryByText(title)).not.toBeInTheDocument()
    })
  })

  describe('clock skew', () => {
    const config = testConfig(false, { featureFlags: { clockSkewBanner: true } })

    it('warns when the local clock is more than 2 minutes off the server', async () => {
      serveUtcTime(() => HttpResponse.json({ utcTime: new Date(Date.now() + 3 * 60_000).toISOString() }))
      renderDashboard(<BannerArea />, config)
      const text = await screen.findByText(CLOCK_SKEW_TEXT)
      expect(within(text.closest('[data-type]') as HTMLElement).getByRole('link', { name: 'More information' })).toHaveAttribute(
        'href',
        'https://supabase.com/docs/guides/troubleshooting/jwt-issued-at-future'
      )
    })

    it('stays quiet within 2 minutes', async () => {
      serveUtcTime(() => HttpResponse.json({ utcTime: new Date(Date.now() - 60_000).toISOString() }))
      const { queryClient } = renderDashboard(<BannerArea />, config)
      await waitFor(() => expect(queryClient.getQueryState(['clock', 'utc-time'])?.status).toBe('success'))
      expect(screen.queryByText(CLOCK_SKEW_TEXT)).not.toBeInTheDocument()
    })

    it.each([
      ['a server error', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
      ['a network error', () => HttpResponse.error()],
      ['an answer without utcTime', () => HttpResponse.json({})],
    ])('treats %s as no skew', async (_name, answer) => {
      const calls = serveUtcTime(answer)
      const { queryClient } = renderDashboard(<BannerArea />, config)
      await waitFor(() => expect(queryClient.getQueryState(['clock', 'utc-time'])?.status).toBe('error'))
      expect(calls).toHaveLength(1)
      expect(screen.queryByText(CLOCK_SKEW_TEXT)).not.toBeInTheDocument()
    })

    it('does not ask the server while the flag is off', () => {
      const calls = serveUtcTime(() => HttpResponse.json({ utcTime: new Date().toISOString() }))
      renderDashboard(<BannerArea />, testConfig(false))
      expect(calls).toHaveLength(0)
    })

    describe('re-checks every 30 minutes (fake timers)', () => {
      beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
      afterEach(() => vi.useRealTimers())

      it('shows the banner once the clock drifts between checks', async () => {
        // The server's clock stands still at the first check; the local clock keeps moving.
        const serverTime = new Date().toISOString()
        const calls = serveUtcTime(() => HttpResponse.json({ utcTime: serverTime }))
        renderDashboard(<BannerArea />, config)
        await waitFor(() => expect(calls).toHaveLength(1))
        expect(screen.queryByText(CLOCK_SKEW_TEXT)).not.toBeInTheDocument()

        await act(() => vi.advanceTimersByTimeAsync(1_799_000))
        expect(calls).toHaveLength(1)
        await act(() => vi.advanceTimersByTimeAsync(1_000))
        await waitFor(() => expect(calls).toHaveLength(2))
        expect(await screen.findByText(CLOCK_SKEW_TEXT)).toBeInTheDocument()
      })
    })
  })
})
