import { renderHook, waitFor } from '@testing-library/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useOrganizationInvitationAcceptMutation } from '@/data/organizations/organization-invitation-accept-mutation'
import { useOrganization } from '@/data/organizations/organization-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { configureMockPlatformClient, useMockPlatform } from '@/mock-platform/use-mock-platform'

import { createWrapper } from './query-wrapper'

const organizationReads = (state: ReturnType<typeof useMockPlatform>) =>
  state.requests.filter((request) => request.method === 'GET' && request.path === '/platform/organizations').length

beforeEach(() => configureMockPlatformClient())
afterEach(() => resetPlatformClient())

describe('useOrganization', () => {
  it('finds the organization in the one cached list: several readers, one request', async () => {
    const state = useMockPlatform()
    const { wrapper } = createWrapper()
    const { result } = renderHook(
      () => ({ first: useOrganization(PRIMARY_ORG_SLUG), second: useOrganization(PRIMARY_ORG_SLUG), unknown: useOrganization('nope') }),
      { wrapper }
    )
    // The first test of a file also pays for transforming the mock platform's modules.
    await waitFor(() => expect(result.current.first.status).toBe('success'), { timeout: 10_000 })
    expect(result.current.first.data).toMatchObject({ slug: PRIMARY_ORG_SLUG, name: 'Acme Corp' })
    expect(result.current.second.data).toBe(result.current.first.data)
    expect(result.current.unknown.isSuccess).toBe(true)
    expect(result.current.unknown.data).toBeUndefined()
    expect(organizationReads(state)).toBe(1)
  })
})

describe('mutations invalidate what their meta declares', () => {
  it('accepting an invitation refreshes the organization list, before the caller hears of success', async () => {
    const state = useMockPlatform()
    const invitation = state.invitations[0]
    const { wrapper } = createWrapper()
    let seenOnSuccess: unknown = 'not called'
    const { result } = renderHook(
      () => ({
        organization: useOrganization(invitation.slug),
        accept: useOrganizationInvitationAcceptMutation({
          onSuccess: () => {
            seenOnSuccess = organizationReads(state)
          },
        }),
      }),
      { wrapper }
    )
    await waitFor(() => expect(result.current.organization.isSuccess).toBe(true))
    const wasMember = result.current.organization.data !== undefined
    expect(organizationReads(state)).toBe(1)

    await act(() => result.current.accept.mutateAsync({ slug: invitation.slug, token: invitation.token }))
    // The list was read again, and the caller's onSuccess ran after that refetch.
    expect(organizationReads(state)).toBe(2)
    expect(seenOnSuccess).toBe(2)
    if (!wasMember) await waitFor(() => expect(result.current.organization.data?.slug).toBe(invitation.slug))
  })
})
