import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { track } from '@/lib/telemetry/track'
import { consentStore } from '@/stores/consent-store'
import { server } from '@/tests/setup/msw-server'

const EVENT_URL = 'https://api.example.test/platform/telemetry/event'

beforeEach(() => {
  configurePlatformClient({ platformApiUrl: 'https://api.example.test/platform' })
  // Telemetry is sent only with cookie consent.
  consentStore.getState().accept()
})
afterEach(() => {
  resetPlatformClient()
  vi.restoreAllMocks()
})

describe('track', () => {
  it('posts the event with its properties and groups', async () => {
    let body: unknown
    server.use(
      http.post(EVENT_URL, async ({ request }) => {
        body = await request.json()
        return new HttpResponse(null, { status: 201 })
      })
    )
    await track('feature_preview_enabled', { feature: 'supabase-ui-cls' }, { project: 'abc', organization: 'acme' })
    expect(body).toMatchObject({
      action: 'feature_preview_enabled',
      page_url: '',
      custom_properties: { feature: 'supabase-ui-cls' },
      groups: { project: 'abc', organization: 'acme' },
    })
  })

  it('logs a failed send instead of throwing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(EVENT_URL, () => HttpResponse.json({ message: 'Telemetry is down' }, { status: 500 })))
    await expect(track('feature_preview_disabled')).resolves.toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith('Failed to send Telemetry event: Telemetry is down')
  })
})
