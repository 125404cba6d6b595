import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useFeatureFlags, useFeatureFlagsQuery } from '@/data/feature-flags/feature-flags-query'
import { useInvoicesCountQuery } from '@/data/invoices/invoices-count-query'
import { overdueInvoicesQueryOptions, useOverdueInvoicesQuery } from '@/data/invoices/overdue-invoices-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { createWrapper } from './query-wrapper'

describe('invoice hooks', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('loads overdue invoices only for a signed-in user on the hosted platform, cached 1800000 ms', async () => {
    server.use(
      http.get(`${API_URL}/stripe/invoices/overdue`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([{ organization_id: 7, overdue_invoice_count: 1 }])
      })
    )
    const { wrapper } = createWrapper()
    const signedOut = renderHook(() => useOverdueInvoicesQuery({ isPlatform: true, isSignedIn: false }), { wrapper })
    expect(signedOut.result.current.fetchStatus).toBe('idle')
    expect(log.requests).toHaveLength(0)

    const signedIn = renderHook(() => useOverdueInvoicesQuery({ isPlatform: true, isSignedIn: true }), { wrapper })
    await waitFor(() => expect(signedIn.result.current.data?.[0]?.organization_id).toBe(7))
    expect(overdueInvoicesQueryOptions().staleTime).toBe(1_800_000)
  })

  it('counts invoices with a HEAD request and its x-total-count header', async () => {
    server.use(
      http.head(`${API_URL}/stripe/invoices`, ({ request }) => {
        log.record(request)
        return new HttpResponse(null, { headers: { 'x-total-count': '23' } })
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useInvoicesCountQuery({ slug: 'acme' }), { wrapper })
    await waitFor(() => expect(result.current.data).toBe(23))
    expect(log.last.method).toBe('HEAD')
    expect(new URL(log.last.url).searchParams.get('slug')).toBe('acme')
  })
})

describe('feature flags (DESIGN.md §1)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('merges the platform flags under the configured FEATURE_FLAGS', async () => {
    server.use(
      http.get(`${API_URL}/telemetry/feature-flags`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ ongoingIncident: false, clockSkewBanner: true })
      })
    )
    const { wrapper } = createWrapper({ isPlatform: true, featureFlags: { ongoingIncident: true } })
    const { result } = renderHook(() => useFeatureFlagsQuery(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ ongoingIncident: true, clockSkewBanner: true })
  })

  it('uses only the configured flags when self-hosted, without a request', async () => {
    const { wrapper } = createWrapper({ isPlatform: false, featureFlags: { showNoticeBanner: true } })
    const { result } = renderHook(() => useFeatureFlagsQuery(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ showNoticeBanner: true })
    expect(log.requests).toHaveLength(0)
  })

  it('falls back to the configured flags when the flag service fails', async () => {
    server.use(http.get(`${API_URL}/telemetry/feature-flags`, () => HttpResponse.json({}, { status: 500 })))
    const { wrapper } = createWrapper({ isPlatform: true, featureFlags: { clockSkewBanner: true } })
    const { result } = renderHook(() => ({ flags: useFeatureFlags(), query: useFeatureFlagsQuery() }), { wrapper })
    await waitFor(() => expect(result.current.query.isError).toBe(true))
    expect(result.current.flags).toEqual({ clockSkewBanner: true })
  })
})
