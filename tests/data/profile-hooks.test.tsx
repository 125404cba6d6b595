import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { usePermissionsQuery } from '@/data/profile/permissions-query'
import { useProfileCreateMutation } from '@/data/profile/profile-create-mutation'
import { isProfileNotFoundError, profileQueryOptions, useProfileQuery } from '@/data/profile/profile-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { createWrapper } from './query-wrapper'

const profile = { id: 1, username: 'ada', primary_email: 'ada@example.com', auth0_id: 'github|1', disabled_features: [] }

describe('profile hooks (SPEC §4, §7)', () => {
  const log = createRequestLog()

  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  it('fetches the profile with header Version: 2 and caches it 30 minutes', async () => {
    server.use(
      http.get(`${API_URL}/profile`, ({ request }) => {
        log.record(request)
        return HttpResponse.json(profile)
      })
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useProfileQuery(), { wrapper })
    await waitFor(() => expect(result.current.data).toEqual(profile))
    expect(log.last.headers.get('Version')).toBe('2')
    expect(profileQueryOptions().staleTime).toBe(30 * 60 * 1000)
  })

  it('recognises the "User\'s profile not found" answer', async () => {
    server.use(
      http.get(`${API_URL}/profile`, () => HttpResponse.json({ message: "User's profile not found" }, { status: 404 }))
    )
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useProfileQuery(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(isProfileNotFoundError(result.current.error)).toBe(true)
  })

  it('refreshes profile, organizations and permissions after creating the profile', async () => {
    server.use(
      http.post(`${API_URL}/profile`, () => HttpResponse.json(profile, { status: 201 })),
      http.get(`${API_URL}/profile`, () => HttpResponse.json(profile))
    )
    const { queryClient, wrapper } = createWrapper()
    queryClient.setQueryData(['organizations'], [])
    queryClient.setQueryData(['permissions'], [])
    const { result } = renderHook(() => useProfileCreateMutation(), { wrapper })
    await act(() => result.current.mutateAsync())
    expect(queryClient.getQueryState(['organizations'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['permissions'])?.isInvalidated).toBe(true)
  })

  it('reports a 409 create as "already exists" through the caller\'s onError', async () => {
    server.use(
      http.post(`${API_URL}/profile`, () => HttpResponse.json({ message: 'Profile already exists' }, { status: 409 }))
    )
    const { wrapper } = createWrapper()
    const errors: unknown[] = []
    const { result } = renderHook(() => useProfileCreateMutation({ onError: (error) => void errors.push(error) }), {
      wrapper,
    })
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined)
    })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ code: 409, message: 'Profile already exists' })
  })

  it('fetches permissions only on the hosted platform for a signed-in user', async () => {
    server.use(
      http.get(`${API_URL}/profile/permissions`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([])
      })
    )
    const { wrapper } = createWrapper()
    const selfHosted = renderHook(() => usePermissionsQuery({ isPlatform: false, isSignedIn: true }), { wrapper })
    const signedOut = renderHook(() => usePermissionsQuery({ isPlatform: true, isSignedIn: false }), { wrapper })
    expect(selfHosted.result.current.fetchStatus).toBe('idle')
    expect(signedOut.result.current.fetchStatus).toBe('idle')
    expect(log.requests).toHaveLength(0)

    const signedIn = renderHook(() => usePermissionsQuery({ isPlatform: true, isSignedIn: true }), { wrapper })
    await waitFor(() => expect(signedIn.result.current.isSuccess).toBe(true))
    expect(log.requests).toHaveLength(1)
  })
})
