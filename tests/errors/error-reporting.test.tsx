import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ErrorReportingSetup } from '@/components/shell/errors/error-reporting-setup'
import { GlobalErrorScreen } from '@/components/shell/errors/global-error-screen'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { handleError } from '@/lib/api/handle-error'
import { registerApiErrorReporter } from '@/lib/error-reporting/api-error-reporter'
import { captureError, configureErrorReporting } from '@/lib/error-reporting/reporter'
import { ERROR_REPORTING_USER_ID_KEY, hashUserId } from '@/lib/error-reporting/user-id'
import { configureMockPlatformClient, renderDashboard, signInMockUser, testConfig } from '@/tests/banners/render-dashboard'
import { MOCK_USER_ID } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'
import { server } from '@/tests/setup/msw-server'

vi.mock('next/navigation', () => ({ usePathname: () => '/org/acme-corp' }))

// Sentry posts envelopes to https://{host}/api/{project}/envelope/ for a DSN https://{key}@{host}/{project}.
const DSN = 'https://publickey@sentry.example.test/42'
const ENVELOPE_URL = 'https://sentry.example.test/api/42/envelope/'

interface SentryEvent {
  event_id: string
  exception?: { values: { type: string; value: string }[] }
  user?: { id?: string }
  extra?: Record<string, unknown>
}

/** Collects the error events of every envelope Sentry sends (sessions and other items are skipped). */
function collectSentryEvents() {
  const events: SentryEvent[] = []
  server.use(
    http.post(ENVELOPE_URL, async ({ request }) => {
      const lines = (await request.text()).split('\n').filter(Boolean)
      for (let index = 1; index < lines.length - 1; index++) {
        const header = JSON.parse(lines[index]) as { type?: string }
        if (header.type === 'event') events.push(JSON.parse(lines[index + 1]) as SentryEvent)
      }
      return HttpResponse.json({})
    })
  )
  return events
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  configureErrorReporting({ dsn: undefined })
  resetPlatformClient()
})

describe('error reporting', () => {
  it('is a no-op without a DSN: nothing is sent and there is no report id', async () => {
    const events = collectSentryEvents()
    configureErrorReporting({ dsn: undefined })
    await expect(captureError(new Error('nobody hears this'))).resolves.toBeUndefined()
    expect(events).toEqual([])
  })

  it('reports the screen\'s error to Sentry and puts the report id in the support link as sid', async () => {
    const events = collectSentryEvents()
    await act(async () => {
      render(<GlobalErrorScreen error={new Error('Render exploded')} reset={() => {}} reportingDsn={DSN} />)
    })

    await waitFor(() => expect(events).toHaveLength(1))
    expect(events[0].exception?.values[0]).toMatchObject({ type: 'Error', value: 'Render exploded' })
    const link = screen.getByRole('link', { name: 'Contact support' })
    await waitFor(() => {
      const url = new URL(link.getAttribute('href') ?? '', 'https://example.test')
      expect(url.searchParams.get('sid')).toBe(events[0].event_id)
    })
  })

  it('reports API errors that carry no message (SPEC §8)', async () => {
    const events = collectSentryEvents()
    configureErrorReporting({ dsn: DSN })
    const unregister = registerApiErrorReporter()
    try {
      const error = handleError({ code: 502 }, { alwaysReturnError: true })
      expect(error.message).toBe('An error has occurred: 502')
      handleError({ message: 'A message of its own' }, { alwaysReturnError: true })

      await waitFor(() => expect(events).toHaveLength(1))
      expect(events[0].exception?.values[0].value).toBe('An error has occurred: 502')
      expect(events[0].extra).toMatchObject({ source: 'platform-api' })
    } finally {
      unregister()
    }
  })

  it('stores the hashed user id of the signed-in user and sends it with reports', async () => {
    useMockPlatform('default')
    await signInMockUser()
    configureMockPlatformClient()
    const events = collectSentryEvents()
    const hashed = await hashUserId(MOCK_USER_ID)

    renderDashboard(<ErrorReportingSetup />, testConfig(true, { sentryDsn: DSN }))
    await waitFor(() => expect(localStorage.getItem(ERROR_REPORTING_USER_ID_KEY)).toBe(hashed))

    await waitFor(async () => {
      await captureError(new Error(`After sign-in ${events.length}`))
      expect(events.at(-1)?.user?.id).toBe(hashed)
    })
    expect(JSON.stringify(events)).not.toContain(MOCK_USER_ID)
  })
})
