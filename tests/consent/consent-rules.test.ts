import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import {
  categoriesForDisplay,
  consentCategoriesSchema,
  hasOptionalConsent,
  initialCategoryToggles,
  serviceConsents,
  type ConsentCategory,
} from '@/lib/consent/categories'
import { allowsTelemetry, TELEMETRY_COOKIE_NAME, TELEMETRY_SERVICE_ID } from '@/lib/consent/consent'
import { track } from '@/lib/telemetry/track'
import shippedCategories from '@/public/consent/categories.json'
import { consentStore, hasTelemetryConsent } from '@/stores/consent-store'
import { server } from '@/tests/setup/msw-server'

const category = (slug: string, isEssential: boolean, services: [string, boolean][]): ConsentCategory => ({
  slug,
  label: slug,
  description: '',
  isEssential,
  services: services.map(([id, status]) => ({ id, consent: { status } })),
})

const CATEGORIES = [
  category('necessary', true, [['session', true]]),
  category('analytics', false, [['telemetry', true]]),
  category('marketing', false, [['ads', false], ['attribution', true]]),
]

describe('consent categories', () => {
  it('are listed in reverse order', () => {
    expect(categoriesForDisplay(CATEGORIES).map((entry) => entry.slug)).toEqual(['marketing', 'analytics', 'necessary'])
    expect(CATEGORIES[0].slug).toBe('necessary') // the input is not reordered in place
  })

  it('start from their own defaults before any answer; essential ones are always on', () => {
    expect(initialCategoryToggles(CATEGORIES, null)).toEqual({ necessary: true, analytics: true, marketing: false })
    const essentialOff = [category('necessary', true, [['session', false]])]
    expect(initialCategoryToggles(essentialOff, null)).toEqual({ necessary: true })
  })

  it('start from the stored answer once there is one', () => {
    expect(initialCategoryToggles(CATEGORIES, { status: 'accepted', services: {} })).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    })
    expect(initialCategoryToggles(CATEGORIES, { status: 'opted_out', services: {} })).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    })
    expect(initialCategoryToggles(CATEGORIES, { status: 'accepted', services: { telemetry: false, ads: true } })).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    })
  })

  it('give every service its category\'s status, essential services always granted', () => {
    expect(serviceConsents(CATEGORIES, { necessary: false, analytics: false, marketing: true })).toEqual([
      { serviceId: 'session', status: true },
      { serviceId: 'telemetry', status: false },
      { serviceId: 'ads', status: true },
      { serviceId: 'attribution', status: true },
    ])
  })

  it('tell whether anything beyond the essentials was granted', () => {
    expect(hasOptionalConsent(CATEGORIES, { necessary: true, analytics: false, marketing: false })).toBe(false)
    expect(hasOptionalConsent(CATEGORIES, { necessary: true, analytics: true, marketing: false })).toBe(true)
  })

  it('the shipped public/consent/categories.json is valid and holds the telemetry service', () => {
    const categories = consentCategoriesSchema.parse(shippedCategories)
    expect(categories.some((entry) => entry.isEssential)).toBe(true)
    const services = categories.flatMap((entry) => entry.services.map((service) => service.id))
    expect(services).toContain(TELEMETRY_SERVICE_ID)
    expect(new Set(services).size).toBe(services.length)
  })
})

describe('telemetry needs consent', () => {
  it('is allowed only after accepting, and not when the telemetry service was refused', () => {
    expect(allowsTelemetry(null)).toBe(false)
    expect(allowsTelemetry({ status: 'opted_out', services: {} })).toBe(false)
    expect(allowsTelemetry({ status: 'accepted', services: {} })).toBe(true)
    expect(allowsTelemetry({ status: 'accepted', services: { [TELEMETRY_SERVICE_ID]: false, ads: true } })).toBe(false)
  })

  it('names the telemetry cookie', () => {
    expect(TELEMETRY_COOKIE_NAME).toBe('supabase-telemetry-id')
  })

  describe('track()', () => {
    const EVENT_URL = 'https://api.example.test/platform/telemetry/event'
    let received: unknown[]

    beforeEach(() => {
      configurePlatformClient({ platformApiUrl: 'https://api.example.test/platform' })
      consentStore.setState({ consent: null, isHydrated: false })
      received = []
      server.use(
        http.post(EVENT_URL, async ({ request }) => {
          received.push(await request.json())
          return new HttpResponse(null, { status: 201 })
        })
      )
    })
    afterEach(() => resetPlatformClient())

    it('sends nothing before the user answers or after opting out', async () => {
      expect(hasTelemetryConsent()).toBe(false)
      await track('page_view')
      consentStore.getState().optOut()
      await track('page_view')
      expect(received).toEqual([])
    })

    it('sends events once the user accepted', async () => {
      consentStore.getState().accept()
      expect(hasTelemetryConsent()).toBe(true)
      await track('page_view')
      expect(received).toEqual([expect.objectContaining({ action: 'page_view' })])
    })
  })
})
