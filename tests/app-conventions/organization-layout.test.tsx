import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { DocumentTitleName } from '@/components/layout/document-title-name'
import { OrganizationLayout } from '@/components/layout/organization-layout'
import { OrganizationHome } from '@/components/organizations/organization-home'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_ORG_SLUG } from '@/tests/mocks/seed-ids'
import { useMockPlatform } from '@/tests/mocks/use-mock-platform'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

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
