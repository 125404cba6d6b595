import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useOrgProjectsQuery } from '@/data/projects/org-projects-query'
import { getProjectDetail, projectDetailQueryOptions, useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { useProjectPauseMutation } from '@/data/projects/project-pause-mutation'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { Project } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { createWrapper } from './query-wrapper'

function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 1,
    ref: 'abc',
    name: 'Alpha',
    organization_id: 1,
    status: 'ACTIVE_HEALTHY',
    region: 'us-east-1',
    cloud_provider: 'AWS',
    inserted_at: '2025-01-01T00:00:00Z',
    connectionString: 'enc:abc',
    ...overrides,
  }
}

/**
 * waitFor polls with setInterval, which these tests fake to drive React Query's refetch interval;
 * this waits on (real) setTimeout instead.
 */
async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check()
      return
    } catch (error) {
      if (attempt >= 300) throw error
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

describe('project hooks (SPEC §4, §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => {
    vi.useRealTimers()
    resetPlatformClient()
  })

  it('raises "Project ref is required" without a ref', async () => {
    await expect(getProjectDetail({ ref: undefined })).rejects.toThrow('Project ref is required')
  })

  it('is fresh for 30 seconds', () => {
    expect(projectDetailQueryOptions({ ref: 'abc' }).staleTime).toBe(30_000)
  })

  it('refetches the detail every 5 s while the project is COMING_UP, and stops once it is healthy', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const answers = [project({ status: 'COMING_UP' }), project({ status: 'ACTIVE_HEALTHY' })]
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return HttpResponse.json(answers[Math.min(log.requests.length - 1, answers.length - 1)])
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useProjectDetailQuery({ ref: 'abc' }), { wrapper })
    await eventually(() => expect(result.current.data?.status).toBe('COMING_UP'))

    await act(() => vi.advanceTimersByTimeAsync(5000))
    await eventually(() => expect(result.current.data?.status).toBe('ACTIVE_HEALTHY'))
    expect(log.requests).toHaveLength(2)

    await act(() => vi.advanceTimersByTimeAsync(15000))
    expect(log.requests).toHaveLength(2)
  })

  it('keeps polling while the connection string is not valid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    server.use(
      http.get(`${API_URL}/projects/abc`, ({ request }) => {
        log.record(request)
        return HttpResponse.json(project({ connectionString: '' }))
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useProjectDetailQuery({ ref: 'abc' }), { wrapper })
    await eventually(() => expect(result.current.isSuccess).toBe(true))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await eventually(() => expect(log.requests).toHaveLength(2))
  })

  it('requests one page of an organization\'s projects', async () => {
    server.use(
      http.get(`${API_URL}/organizations/acme/projects`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ projects: [project()], pagination: { count: 41, limit: 20, offset: 20 } })
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(
      () => useOrgProjectsQuery({ slug: 'acme', offset: 20, search: 'alp', sort: 'name_asc', statuses: ['ACTIVE_HEALTHY', 'INACTIVE'] }),
      { wrapper }
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pagination.count).toBe(41)
    const url = new URL(log.last.url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '20',
      offset: '20',
      search: 'alp',
      sort: 'name_asc',
      statuses: 'ACTIVE_HEALTHY,INACTIVE',
    })
  })

  it('applies a status change locally to the detail and every project list', async () => {
    server.use(http.post(`${API_URL}/projects/abc/pause`, () => HttpResponse.json({ ref: 'abc' })))
    const { queryClient, wrapper } = createWrapper()
    queryClient.setQueryData(['projects', 'abc', 'detail'], project())
    queryClient.setQueryData(['projects', 'org', 'acme', { limit: 20, offset: 0 }], {
      projects: [project(), project({ ref: 'other' })],
      pagination: { count: 2, limit: 20, offset: 0 },
    })
    const { result } = renderHook(() => useProjectPauseMutation(), { wrapper })
    await act(() => result.current.mutateAsync({ ref: 'abc' }))
    expect(queryClient.getQueryData<Project>(['projects', 'abc', 'detail'])?.status).toBe('PAUSING')
    const page = queryClient.getQueryData<{ projects: Project[] }>(['projects', 'org', 'acme', { limit: 20, offset: 0 }])
    expect(page?.projects.map((entry) => entry.status)).toEqual(['PAUSING', 'ACTIVE_HEALTHY'])
  })
})
