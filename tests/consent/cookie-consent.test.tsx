import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { CookieConsent } from '@/components/shell/consent/cookie-consent'
import { ConfigProvider } from '@/components/shell/providers/config-provider'
import shippedCategories from '@/public/consent/categories.json'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { createQueryClient } from '@/lib/api/query-client'
import { CONSENT_STORAGE_KEY } from '@/lib/consent/consent'
import { track } from '@/lib/telemetry/track'
import { consentStore, hasTelemetryConsent } from '@/stores/consent-store'
import { testConfig } from '@/tests/banners/render-dashboard'
import { server } from '@/tests/setup/msw-server'

const API = 'https://api.consent.test/platform'
const TOAST_TEXT = 'We use cookies to collect data and improve our services.'
const categoriesUrl = () => new URL('/dashboard/consent/categories.json', window.location.origin).href

function renderConsent(isPlatform = true) {
  render(
    <ConfigProvider config={testConfig(isPlatform, { platformApiUrl: API })}>
      <QueryClientProvider client={createQueryClient()}>
        <CookieConsent />
        <Toaster />
      </QueryClientProvider>
    </ConfigProvider>
  )
}

/** Records telemetry events, to see whether consent lets them through. */
function recordTelemetry() {
  const events: unknown[] = []
  server.use(
    http.post(`${API}/telemetry/event`, async ({ request }) => {
      events.push(await request.json())
      return new HttpResponse(null, { status: 201 })
    })
  )
  return events
}

const toast = () => screen.queryByRole('dialog', { name: 'Cookie consent' })

beforeEach(() => {
  localStorage.clear()
  document.cookie = 'supabase-telemetry-id=; Max-Age=0; path=/'
  consentStore.setState({ consent: null, isHydrated: false })
  configurePlatformClient({ platformApiUrl: API })
})
afterEach(() => resetPlatformClient())

describe('cookie consent toast', () => {
  it('asks on the hosted platform with Accept, Opt out and Privacy settings', async () => {
    renderConsent()
    const dialog = await screen.findByRole('dialog', { name: 'Cookie consent' })
    expect(within(dialog).getByText(TOAST_TEXT)).toBeInTheDocument()
    for (const name of ['Accept', 'Opt out', 'Privacy settings']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('is never shown when self-hosted', () => {
    renderConsent(false)
    expect(screen.queryByText(TOAST_TEXT)).not.toBeInTheDocument()
  })

  it('is not shown again once answered', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ status: 'opted_out', services: {} }))
    renderConsent()
    expect(toast()).not.toBeInTheDocument()
  })

  it('Accept stores the answer, hides the toast and lets telemetry through', async () => {
    const user = userEvent.setup()
    const events = recordTelemetry()
    renderConsent()
    await track('before_consent')

    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(toast()).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ status: 'accepted' })

    await track('after_consent')
    expect(events).toEqual([expect.objectContaining({ action: 'after_consent' })])
  })

  it('Opt out stores the answer, clears the telemetry cookie and keeps telemetry off', async () => {
    const user = userEvent.setup()
    const events = recordTelemetry()
    document.cookie = 'supabase-telemetry-id=abc123; path=/'
    document.cookie = 'unrelated=kept; path=/'
    renderConsent()

    await user.click(await screen.findByRole('button', { name: 'Opt out' }))
    expect(toast()).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ status: 'opted_out' })
    expect(document.cookie).not.toContain('supabase-telemetry-id')
    expect(document.cookie).toContain('unrelated=kept')

    await track('after_opt_out')
    expect(events).toEqual([])
  })
})

describe('privacy settings', () => {
  function serveCategories(answer: () => Response = () => HttpResponse.json(shippedCategories)) {
    server.use(http.get(categoriesUrl(), answer))
  }

  function recordConsentUpdates(status = 200) {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/telemetry/consent`, async ({ request }) => {
        bodies.push(await request.json())
        return status === 200 ? HttpResponse.json({}) : HttpResponse.json({ message: 'Consent service unavailable' }, { status })
      })
    )
    return bodies
  }

  async function openSettings() {
    const user = userEvent.setup()
    renderConsent()
    await user.click(await screen.findByRole('button', { name: 'Privacy settings' }))
    const modal = await screen.findByRole('dialog', { name: 'Privacy Settings' })
    return { user, modal }
  }

  it('lists the categories in reverse order with a switch each; essential ones cannot be switched off', async () => {
    serveCategories()
    const { user, modal } = await openSettings()
    const list = await within(modal).findByRole('list', { name: 'Consent categories' })
    const labels = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('switch').getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent)
    expect(labels).toEqual([
      'Marketing',
      'Analytics',
      'Strictly necessary',
    ])

    const essential = within(list).getByRole('switch', { name: 'Strictly necessary' })
    expect(essential).toBeDisabled()
    expect(essential).toHaveAttribute('aria-checked', 'true')
    await user.click(essential)
    expect(essential).toHaveAttribute('aria-checked', 'true')
  })

  it('Confirm saves every service\'s status and applies the choice', async () => {
    serveCategories()
    const bodies = recordConsentUpdates()
    document.cookie = 'supabase-telemetry-id=abc123; path=/'
    const { user, modal } = await openSettings()

    const analytics = await within(modal).findByRole('switch', { name: 'Analytics' })
    expect(analytics).toHaveAttribute('aria-checked', 'true')
    await user.click(analytics)
    expect(analytics).toHaveAttribute('aria-checked', 'false')
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy Settings' })).not.toBeInTheDocument())
    expect(bodies).toEqual([
      {
        services: [
          { serviceId: 'session', status: true },
          { serviceId: 'preferences', status: true },
          { serviceId: 'telemetry', status: false },
          { serviceId: 'marketing-attribution', status: true },
        ],
      },
    ])
    expect(toast()).not.toBeInTheDocument()
    expect(hasTelemetryConsent()).toBe(false)
    expect(document.cookie).not.toContain('supabase-telemetry-id')
  })

  it('keeps the modal open and says so when saving fails', async () => {
    serveCategories()
    recordConsentUpdates(503)
    const { user, modal } = await openSettings()
    await user.click(await within(modal).findByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Failed to save privacy settings: Consent service unavailable')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Privacy Settings' })).toBeInTheDocument()
  })

  it.each([
    ['a network error (ad blocker)', () => HttpResponse.error()],
    ['a server error', () => new HttpResponse('blocked', { status: 404 })],
    ['a malformed file', () => HttpResponse.json([{ slug: 'x' }])],
  ])('explains %s when the categories cannot be loaded, and can try again', async (_name, failure) => {
    serveCategories(failure)
    const { user, modal } = await openSettings()
    expect(await within(modal).findByText('Unable to Load Privacy Settings')).toBeInTheDocument()
    expect(within(modal).getByText(/disable your ad blocker and try again, or contact support/)).toBeInTheDocument()
    expect(within(modal).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@supabase.com')

    serveCategories()
    await user.click(within(modal).getByRole('button', { name: 'Try again' }))
    expect(await within(modal).findByRole('switch', { name: 'Analytics' })).toBeInTheDocument()
  })
})
