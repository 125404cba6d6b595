import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { TeamPage } from '@/components/org/settings/team-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { MOCK_USER_EMAIL, OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform } from './render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

describe('team page', () => {
  it('lists members with their email, role names and MFA state, and the roles', async () => {
    useMockPlatform()
    renderWithPlatform(<TeamPage slug={PRIMARY_ORG_SLUG} />)

    const table = await screen.findByRole('table', { name: 'Members' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['testuser', MOCK_USER_EMAIL, 'Owner', 'Not enabled'],
      ['admin1', 'admin1@example.com', 'Administrator', 'Enabled'],
      ['readonly1', 'readonly1@example.com', 'Read-only', 'Not enabled'],
    ])
    const orgRoles = screen.getByRole('list', { name: 'Organization roles' })
    expect(within(orgRoles).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Owner',
      'Administrator',
      'Developer',
      'Read-only',
    ])
    expect(screen.getByText('No project-scoped roles')).toBeInTheDocument()
  })

  it('asks before granting Owner, says what it means, and changes nothing when cancelled', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<TeamPage slug={PRIMARY_ORG_SLUG} />)

    const select = await screen.findByRole('combobox', { name: 'Role of admin1' })
    await waitFor(() => expect(select).toBeEnabled())
    await user.selectOptions(select, 'Owner')
    const dialog = await screen.findByRole('dialog', { name: 'Make admin1 an Owner?' })
    expect(dialog).toHaveTextContent('delete the organization')
    expect(state.requests.some((request) => request.method === 'PUT')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(select).toHaveDisplayValue('Administrator')
    expect(state.requests.some((request) => request.method === 'PUT')).toBe(false)

    await user.selectOptions(select, 'Owner')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make Owner' }))
    await waitFor(() => expect(state.requests.some((request) => request.method === 'PUT' && request.path.includes('/roles/'))).toBe(true))
  })

  it('turns the MFA requirement on after confirmation', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<TeamPage slug={PRIMARY_ORG_SLUG} />)

    const toggle = await screen.findByRole('switch', { name: 'Require MFA to access this organization' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await waitFor(() => expect(toggle).toBeEnabled())
    await user.click(toggle)

    const dialog = await screen.findByRole('dialog', { name: 'Require MFA for this organization?' })
    // Nothing changes until the user confirms.
    expect(state.requests.some((request) => request.method === 'PATCH')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Require MFA' }))

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    expect(state.organizations.find((organization) => organization.slug === PRIMARY_ORG_SLUG)?.organization_requires_mfa).toBe(true)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('leaves the requirement as it was when the change is cancelled', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<TeamPage slug={PRIMARY_ORG_SLUG} />)

    const toggle = await screen.findByRole('switch', { name: 'Require MFA to access this organization' })
    await waitFor(() => expect(toggle).toBeEnabled())
    await user.click(toggle)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(state.requests.some((request) => request.method === 'PATCH')).toBe(false)
  })

  it('lets only owners change the MFA requirement', async () => {
    useMockPlatform()
    renderWithPlatform(<TeamPage slug={OTHER_ORG_SLUG} />)

    const toggle = await screen.findByRole('switch', { name: 'Require MFA to access this organization' })
    expect(await screen.findByText('Only organization owners can change this setting.')).toBeInTheDocument()
    expect(toggle).toBeDisabled()
  })

  it('explains that team management is not part of a self-hosted dashboard', () => {
    useMockPlatform()
    renderWithPlatform(<TeamPage slug="default-org-slug" />, platformConfig({ isPlatform: false }))
    expect(screen.getByText('Not available on self-hosted dashboards')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument()
  })
})
