import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { OrganizationHome } from '@/components/org/home/organization-home'
import { ProjectHome } from '@/components/project/home/project-home'
import { hasStaleListedStatus } from '@/components/project/home/use-project-status-propagation'
import { projectKeys } from '@/data/projects/keys'
import type { OrgProjectsData } from '@/data/projects/org-projects-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { Project } from '@/lib/api/types'
import { PROJECT_STATUS_POLL_INTERVAL_MS } from '@/lib/projects/status'
import { COMING_UP_PROJECT_REF, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { renderWithPlatform } from '../billing/render-with-platform'

afterEach(() => {
  vi.useRealTimers()
  resetPlatformClient()
})

const detailReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === `/platform/projects/${COMING_UP_PROJECT_REF}`).length

function listedStatus(page: OrgProjectsData | undefined, ref: string) {
  return page?.projects.find((project) => project.ref === ref)?.status
}

describe('project status propagation', () => {
  it('updates the organization project list by itself when a listed project comes up', async () => {
    const state = useMockPlatform('project-coming-up')
    // The next detail read already reports the project up, so no polling interval has to pass.
    state.statusTransitions[COMING_UP_PROJECT_REF].afterReads = 0
    const { queryClient } = renderWithPlatform(<OrganizationHome slug={PRIMARY_ORG_SLUG} />)

    const list = await screen.findByRole('list', { name: 'Projects' })
    const acmeNew = () => within(list).getByText('Acme New').closest('a') as HTMLElement
    // The list itself was fetched while the project was still coming up …
    expect(state.requests.some((request) => request.path === `/platform/organizations/${PRIMARY_ORG_SLUG}/projects`)).toBe(true)
    // … and the watcher's detail read brings the new status into it.
    await waitFor(() => expect(within(acmeNew()).getByTitle('ACTIVE_HEALTHY')).toHaveTextContent('Healthy'))
    expect(detailReads(state.requests)).toBe(1)

    // Settled: nothing observes the detail any more, so it is not polled.
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: projectKeys.detail(COMING_UP_PROJECT_REF) })?.getObserversCount()).toBe(0)
    )
  })

  it('applies the status the project home polls to every cached list, and stops polling once it is healthy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const state = useMockPlatform('project-coming-up')
    const { queryClient } = renderWithPlatform(<ProjectHome projectRef={COMING_UP_PROJECT_REF} />)
    const comingUp = state.projects.find((project) => project.ref === COMING_UP_PROJECT_REF) as Project
    // Lists cached elsewhere in the app, from before the project came up.
    const listKey = projectKeys.orgProjects(PRIMARY_ORG_SLUG, { limit: 20, offset: 0 })
    queryClient.setQueryData<OrgProjectsData>(listKey, {
      projects: [{ ...comingUp }],
      pagination: { count: 1, limit: 20, offset: 0 },
    })
    queryClient.setQueryData<Project[]>(projectKeys.list(), [{ ...comingUp }])

    expect(await screen.findByTitle('COMING_UP')).toHaveTextContent('Coming up')
    expect(screen.getByText('Setting up your project…')).toBeInTheDocument()

    // The scenario reports COMING_UP for three reads, then ACTIVE_HEALTHY; the detail polls every 5 s.
    for (let poll = 0; poll < 3 && !screen.queryByTitle('ACTIVE_HEALTHY'); poll += 1) {
      await act(() => vi.advanceTimersByTimeAsync(PROJECT_STATUS_POLL_INTERVAL_MS))
      await waitFor(() => expect(detailReads(state.requests)).toBe(poll + 2))
    }
    expect(await screen.findByTitle('ACTIVE_HEALTHY')).toHaveTextContent('Healthy')
    expect(listedStatus(queryClient.getQueryData<OrgProjectsData>(listKey), COMING_UP_PROJECT_REF)).toBe('ACTIVE_HEALTHY')
    expect(queryClient.getQueryData<Project[]>(projectKeys.list())?.[0].status).toBe('ACTIVE_HEALTHY')

    const readsWhenHealthy = detailReads(state.requests)
    await act(() => vi.advanceTimersByTimeAsync(PROJECT_STATUS_POLL_INTERVAL_MS * 4))
    expect(detailReads(state.requests)).toBe(readsWhenHealthy)
  })

  it('only reports lists that show another status', () => {
    useMockPlatform()
    const { queryClient } = renderWithPlatform(<div />)
    const project = { ref: 'abc', status: 'COMING_UP' } as Project
    queryClient.setQueryData<OrgProjectsData>(projectKeys.orgProjects('org', {}), {
      projects: [project],
      pagination: { count: 1, limit: 20, offset: 0 },
    })
    expect(hasStaleListedStatus(queryClient, 'abc', 'COMING_UP')).toBe(false)
    expect(hasStaleListedStatus(queryClient, 'abc', 'ACTIVE_HEALTHY')).toBe(true)
    expect(hasStaleListedStatus(queryClient, 'other', 'ACTIVE_HEALTHY')).toBe(false)
  })
})
