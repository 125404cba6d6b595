import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NewProjectForOrganization } from '@/components/org/new-project/new-project-for-organization'
import { NewProjectFromPlan } from '@/components/org/new-project/new-project-from-plan'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { LAST_VISITED_ORGANIZATION } from '@/lib/constants'
import { NEW_PROJECT_MESSAGES } from '@/lib/new-project/validation'
import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { server } from '@/tests/setup/msw-server'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

// Only the router is replaced: the form navigates to the new project with router.push.
const router = vi.hoisted(() => ({ push: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

function useBrowserTimeZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone }
  })
}

/** The platform scores every password 4 here, at once (the real scorer is slow to load). */
function scoreEveryPasswordStrong() {
  server.use(
    http.post(`${MOCK_PLATFORM_API_URL}/profile/password-check`, () =>
      HttpResponse.json({ result: { score: 4, feedback: { suggestions: [], warning: '' } } })
    )
  )
}

beforeEach(() => {
  router.push.mockReset()
  localStorage.clear()
  useBrowserTimeZone('Europe/Berlin')
})
afterEach(() => {
  vi.restoreAllMocks()
  resetPlatformClient()
})

describe('new project form', () => {
  it('preselects the region for the time zone and lists the nearest regions with their distance', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectForOrganization slug={PRIMARY_ORG_SLUG} />)

    const region = await screen.findByLabelText('Region')
    expect(region).toHaveValue('eu-central-1')
    expect(within(region).getByRole('option', { selected: true })).toHaveTextContent('Central EU (Frankfurt)')
    expect(screen.getByText(/Suggested for your time zone \(Europe\/Berlin\)/)).toBeInTheDocument()
    const nearest = screen.getByRole('list', { name: 'Nearest regions' })
    expect(within(nearest).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Central EU (Frankfurt) · 424 km',
      'Central Europe (Zurich) · 669 km',
      'North EU (Stockholm) · 811 km',
    ])

    await user.click(within(nearest).getByRole('button', { name: /Zurich/ }))
    expect(region).toHaveValue('eu-central-2')
    // The organization is on Pro: the plan and the paid default compute size follow.
    expect(screen.getByLabelText('Plan')).toHaveValue('pro')
    expect(within(screen.getByLabelText('Plan')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Free - $0/month',
      'Pro - $25/month',
      'Team - $599/month',
    ])
    expect(screen.getByLabelText('Compute size')).toHaveValue('ci_micro')
  })

  it('shows what is missing instead of creating the project', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectForOrganization slug={PRIMARY_ORG_SLUG} />)

    await user.click(await screen.findByRole('button', { name: 'Create new project' }))
    expect(screen.getByText(NEW_PROJECT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(NEW_PROJECT_MESSAGES.passwordRequired)).toBeInTheDocument()

    await user.type(screen.getByLabelText('Project name'), 'x'.repeat(65))
    expect(screen.getByText(NEW_PROJECT_MESSAGES.nameTooLong)).toBeInTheDocument()
    expect(state.requests.some((request) => request.method === 'POST' && request.path === '/platform/projects')).toBe(false)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('creates the project with a generated password and opens it', async () => {
    const state = useMockPlatform()
    scoreEveryPasswordStrong()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectForOrganization slug={PRIMARY_ORG_SLUG} />)

    await user.type(await screen.findByLabelText('Project name'), '  Acme Analytics ')
    await user.click(screen.getByRole('button', { name: 'Generate a password' }))
    const password = screen.getByLabelText('Database password')
    expect(password).toHaveAttribute('type', 'text')
    expect((password as HTMLInputElement).value).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(await screen.findByText('This password is strong.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create new project' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1))
    const created = state.projects.find((project) => project.name === 'Acme Analytics')
    expect(created).toMatchObject({
      organization_slug: PRIMARY_ORG_SLUG,
      region: 'eu-central-1',
      infra_compute_size: 'micro',
      cloud_provider: 'AWS',
      status: 'COMING_UP',
    })
    expect(router.push).toHaveBeenCalledWith(`/project/${created?.ref}`)
  })

  it('keeps free plans on the smallest compute size', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectForOrganization slug={PRIMARY_ORG_SLUG} />)

    await user.selectOptions(await screen.findByLabelText('Plan'), 'free')
    const compute = screen.getByLabelText('Compute size')
    expect(compute).toHaveValue('ci_nano')
    expect(within(compute).getByRole('option', { name: /^Micro/ })).toBeDisabled()
    expect(screen.getByText(/This organization is on the Pro plan/)).toBeInTheDocument()
  })

  it('explains and blocks when a free organization reached its free project limit', async () => {
    useMockPlatform()
    renderWithPlatform(<NewProjectForOrganization slug={OTHER_ORG_SLUG} />)

    expect(await screen.findByText(NEW_PROJECT_MESSAGES.freeProjectLimitReached)).toBeInTheDocument()
    expect(screen.getByText('admin3 (admin3@example.com): 2 free projects')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create new project' })).toBeDisabled()
  })

  it('explains an organization the user does not belong to', async () => {
    useMockPlatform()
    renderWithPlatform(<NewProjectForOrganization slug="no-such-org" />)
    expect(await screen.findByText('You are not a member of an organization with the slug "no-such-org".')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'New project' })).not.toBeInTheDocument()
  })

  it('asks only for a name and a password on a self-hosted dashboard', async () => {
    const state = useMockPlatform()
    scoreEveryPasswordStrong()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectForOrganization slug={PRIMARY_ORG_SLUG} />, platformConfig({ isPlatform: false }))

    await user.type(await screen.findByLabelText('Project name'), 'Local app')
    expect(screen.queryByLabelText('Region')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Compute size')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Plan')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Database password'), 'correct horse battery staple')
    expect(await screen.findByText('This password is strong.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create new project' }))

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1))
    expect(state.projects.find((project) => project.name === 'Local app')).toBeDefined()
    // The free-project-limit check is a platform concern: never asked.
    expect(state.requests.some((request) => request.path.endsWith('/reached-free-project-limit'))).toBe(false)
  })
})

describe('new project from a pricing plan link', () => {
  it('rejects a plan other than free, pro or team', () => {
    useMockPlatform()
    renderWithPlatform(<NewProjectFromPlan planParam="enterprise" />)
    expect(screen.getByText('Unknown plan')).toBeInTheDocument()
    expect(
      screen.getByText('"enterprise" is not a plan a new project can start on. Choose one of: free, pro, team.')
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pro - $25/month' })).toHaveAttribute('href', '/dashboard/new?plan=pro')
    expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument()
  })

  it('opens the form in the last visited organization with the plan of the link', async () => {
    useMockPlatform()
    localStorage.setItem(LAST_VISITED_ORGANIZATION, OTHER_ORG_SLUG)
    renderWithPlatform(<NewProjectFromPlan planParam="team" />)

    const organization = await screen.findByLabelText('Organization')
    expect(within(organization).getByRole('option', { selected: true })).toHaveTextContent('beta Labs')
    expect(screen.getByLabelText('Plan')).toHaveValue('team')
  })

  it('falls back to the first organization and lets the user pick another', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<NewProjectFromPlan planParam="free" />)

    const organization = await screen.findByLabelText('Organization')
    expect(within(organization).getByRole('option', { selected: true })).toHaveTextContent('Acme Corp')
    expect(screen.getByLabelText('Plan')).toHaveValue('free')
    await user.selectOptions(organization, OTHER_ORG_SLUG)
    expect(await screen.findByText(NEW_PROJECT_MESSAGES.freeProjectLimitReached)).toBeInTheDocument()
  })
})
