import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DocumentTitleName } from '@/components/shell/layout/document-title-name'
import { OrganizationLayout } from '@/components/shell/layout/organization-layout'
import { ProjectLayout } from '@/components/shell/layout/project-layout'
import { OrganizationHome } from '@/components/org/home/organization-home'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => {
  resetPlatformClient()
  document.title = ''
})

function organizationPage(slug: string) {
  return (
    <OrganizationLayout slug={slug}>
      <OrganizationHome slug={slug} />
    </OrganizationLayout>
  )
}

describe('organization pages', () => {
  it('on the platform, request nothing of an organization the user does not have', async () => {
    const state = useMockPlatform()
    renderWithPlatform(organizationPage('no-such-org'))
    await waitFor(() => expect(state.requests.some((request) => request.path === '/platform/organizations')).toBe(true))
    // Long enough for a page that did not wait to have asked for its projects.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(state.requests.filter((request) => request.path.includes('no-such-org'))).toEqual([])
    expect(screen.queryByRole('heading', { name: 'Projects' })).toBeNull()
    expect(screen.getByRole('main')).toBeInTheDocument()
    // Once the list has answered, the not-found page, not an endless "Loading organization…".
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that organization" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('show a known organization in the main landmark', async () => {
    useMockPlatform()
    renderWithPlatform(organizationPage(PRIMARY_ORG_SLUG))
    const main = screen.getByRole('main')
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeInTheDocument()
    expect(main).toContainElement(screen.getByRole('heading', { level: 2, name: 'Projects' }))
  })

  it('self-hosted, render at once: the server has already checked the slug', () => {
    useMockPlatform()
    renderWithPlatform(
      <OrganizationLayout slug="default-org-slug">
        <p>Team page</p>
      </OrganizationLayout>,
      platformConfig({ isPlatform: false })
    )
    expect(screen.getByRole('main')).toHaveTextContent('Team page')
  })
})

describe('project pages on the platform', () => {
  it('show the not-found page for a ref the platform does not know, and not the page', async () => {
    useMockPlatform()
    renderWithPlatform(
      <ProjectLayout projectRef="nosuchprojectref">
        <p>Project page</p>
      </ProjectLayout>
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'This project does not exist' })).toBeInTheDocument()
    expect(screen.queryByText('Project page')).toBeNull()
    expect(screen.getByRole('main')).toBeInTheDocument()
  })

  it('show a known project page', async () => {
    useMockPlatform()
    renderWithPlatform(
      <ProjectLayout projectRef={PRIMARY_PROJECT_REF}>
        <p>Project page</p>
      </ProjectLayout>
    )
    expect(screen.getByRole('main')).toHaveTextContent('Project page')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.getByRole('main')).toHaveTextContent('Project page')
  })
})

describe('the name in the tab title', () => {
  it('is put back after every title the router sets', async () => {
    document.title = 'SQL editor | Dashboard'
    const view = render(<DocumentTitleName name="Acme app" />)
    expect(document.title).toBe('SQL editor | Acme app | Dashboard')
    // Next sets the next page's title on navigation.
    document.title = 'Logs | Dashboard'
    await waitFor(() => expect(document.title).toBe('Logs | Acme app | Dashboard'))
    view.unmount()
    document.title = 'Organizations | Dashboard'
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.title).toBe('Organizations | Dashboard')
  })
})
