import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PushBranchButton } from '@/components/project/branches/push-branch-button'
import { BranchSwitcher } from '@/components/shell/layout/branch-switcher'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { branchHref, productionRef } from '@/lib/branches/switcher'
import { findProject } from '@/mock-platform/platform-state'
import { BRANCH_PROJECT_REF, PRIMARY_PROJECT_REF, STAGING_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'
import { fakeNavigation } from '@/tests/setup/fake-navigation'

import { renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

describe('branch switching', () => {
  it('lists a branch under its production project and keeps the page when switching', () => {
    expect(productionRef({ ref: BRANCH_PROJECT_REF, parent_project_ref: PRIMARY_PROJECT_REF })).toBe(PRIMARY_PROJECT_REF)
    expect(productionRef({ ref: PRIMARY_PROJECT_REF, parent_project_ref: null })).toBe(PRIMARY_PROJECT_REF)
    expect(branchHref('/project/abc/database/tables', 'abc', 'xyz')).toBe('/project/xyz/database/tables')
    expect(branchHref('/project/abc', 'abc', 'xyz')).toBe('/project/xyz')
    expect(branchHref('/project/abcdef/sql', 'abc', 'xyz')).toBe('/project/xyz')
  })
})

describe('branch switcher', () => {
  beforeEach(() => fakeNavigation.go(`/project/${BRANCH_PROJECT_REF}/sql/new`))

  it('on a preview branch, lists the production project’s branches and links to the same page on each', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BranchSwitcher project={findProject(state, BRANCH_PROJECT_REF)!} />)

    await user.click(await screen.findByRole('button', { name: 'Branch: feature-login. Switch branch' }))
    const list = screen.getByRole('list', { name: 'Branches' })
    expect(within(list).getByRole('link', { name: /^main/ })).toHaveAttribute('href', expect.stringMatching(new RegExp(`/project/${PRIMARY_PROJECT_REF}/sql/new$`)))
    expect(within(list).getByRole('link', { name: 'feature-login' })).toHaveAttribute('aria-current', 'page')
    expect(state.requests.filter((request) => request.path.includes('/branches')).map((request) => request.path)).toEqual([
      `/v1/projects/${PRIMARY_PROJECT_REF}/branches`,
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Branches' })).not.toBeInTheDocument()
  })

  it('shows nothing, and asks nothing, for a project without branching', async () => {
    const state = useMockPlatform()
    const { container } = renderWithPlatform(<BranchSwitcher project={findProject(state, STAGING_PROJECT_REF)!} />)
    // Let a request (if one were sent) arrive before checking that none was.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(state.requests.some((request) => request.path.endsWith('/branches'))).toBe(false)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('push branch', () => {
  it('pushes the branch and shows a failure beside the button', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    const feature = { id: 'branch-feature-login', name: 'feature-login' } as Parameters<typeof PushBranchButton>[0]['branch']
    renderWithPlatform(<PushBranchButton projectRef={PRIMARY_PROJECT_REF} branch={feature} />)
    await user.click(screen.getByRole('button', { name: 'Push feature-login' }))
    await waitFor(() => expect(state.requests.some((request) => request.method === 'POST' && request.path === '/v1/branches/branch-feature-login/push')).toBe(true))

    const missing = { id: 'branch-gone', name: 'gone' } as typeof feature
    renderWithPlatform(<PushBranchButton projectRef={PRIMARY_PROJECT_REF} branch={missing} />)
    await user.click(screen.getByRole('button', { name: 'Push gone' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to push: Branch branch-gone not found')
  })
})
