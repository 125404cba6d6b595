import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useOrganizationAuditLogsQuery } from '@/data/organizations/organization-audit-logs-query'
import { useOrganizationDetailQuery } from '@/data/organizations/organization-detail-query'
import { ORGANIZATIONS_STALE_TIME_MS, useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { createWrapper } from './query-wrapper'

const plan = { id: 'free', name: 'Free' } as const
/** What the platform sends on every organization, null or false where unset (SPEC §3). */
const standing = { organization_missing_address: false, organization_requires_mfa: false, restriction_status: null, restriction_data: null }

describe('organization hooks', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('lists organizations enriched and sorted by name, fresh for 30 minutes', async () => {
    server.use(
      http.get(`${API_URL}/organizations`, () =>
        HttpResponse.json([
          { id: 2, slug: 'vercel_team1', name: 'Zed', billing_partner: 'vercel_marketplace', plan, opt_in_tags: [], ...standing },
          { id: 1, slug: 'acme', name: 'Acme', billing_partner: null, plan, opt_in_tags: [], ...standing },
        ])
      )
    )
    const { queryClient, wrapper } = createWrapper()
    const { result } = renderHook(() => useOrganizationsQuery(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map(({ slug, managed_by, partner_id }) => ({ slug, managed_by, partner_id }))).toEqual([
      { slug: 'acme', managed_by: 'supabase', partner_id: undefined },
      { slug: 'vercel_team1', managed_by: 'vercel-marketplace', partner_id: 'team1' },
    ])
    expect(ORGANIZATIONS_STALE_TIME_MS).toBe(1_800_000)
    expect(queryClient.getQueryCache().find({ queryKey: ['organizations'] })?.isStale()).toBe(false)
  })

  it('fails with an unexpected-shape error when the answer is not a list', async () => {
    server.use(http.get(`${API_URL}/organizations`, () => HttpResponse.json({ unexpected: true })))
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useOrganizationsQuery(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ kind: 'unexpected-shape', code: 200 })
  })

  it('surfaces API errors through the shared handler', async () => {
    server.use(http.get(`${API_URL}/organizations`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })))
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useOrganizationsQuery(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe('Forbidden')
    expect(result.current.error?.code).toBe(403)
  })

  it('waits for a slug before fetching the organization detail', async () => {
    server.use(
      http.get(`${API_URL}/organizations/:slug`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ id: 1, slug: 'acme', name: 'Acme', billing_partner: null, plan, opt_in_tags: [], ...standing })
      })
    )
    const { wrapper } = createWrapper()
    const { result, rerender } = renderHook(({ slug }) => useOrganizationDetailQuery({ slug }), {
      wrapper,
      initialProps: { slug: undefined as string | undefined },
    })
    expect(result.current.fetchStatus).toBe('idle')
    rerender({ slug: 'acme' })
    await waitFor(() => expect(result.current.data?.slug).toBe('acme'))
    expect(log.requests).toHaveLength(1)
  })

  it('asks for audit logs in the requested time window', async () => {
    server.use(
      http.get(`${API_URL}/organizations/acme/audit`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ result: [], retention_period: 7 })
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(
      () =>
        useOrganizationAuditLogsQuery({
          slug: 'acme',
          date_start: '2025-05-01T00:00:00Z',
          date_end: '2025-05-02T00:00:00Z',
        }),
      { wrapper }
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const url = new URL(log.last.url)
    expect(url.searchParams.get('iso_timestamp_start')).toBe('2025-05-01T00:00:00Z')
    expect(url.searchParams.get('iso_timestamp_end')).toBe('2025-05-02T00:00:00Z')
  })
})
