import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ProjectSidebar } from '@/components/shell/layout/project-sidebar'
import { SidebarMenuButton } from '@/components/shell/layout/sidebar-menu-button'
import { useSidebarStore } from '@/stores/sidebar-store'
import { STORAGE_KEYS } from '@/stores/storage-keys'
import { fakeNavigation } from '@/tests/setup/fake-navigation'
import { renderWithProviders } from '@/tests/setup/render-with-providers'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const SETTINGS_PATH = '/project/default/settings/general'

function renderShell() {
  return renderWithProviders(
    <>
      <header>
        <SidebarMenuButton />
      </header>
      <ProjectSidebar projectRef="default" />
      <p>Page content</p>
    </>
  )
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Project' })
}

beforeEach(() => {
  localStorage.clear()
  useSidebarStore.setState({ isCollapsed: false, foldedSections: [], isDrawerOpen: false })
  fakeNavigation.go(SETTINGS_PATH)
})

describe('the project sidebar', () => {
  it('collapses to its toggle and expands again, from the keyboard, and keeps the choice', async () => {
    const user = userEvent.setup()
    renderShell()
    const toggle = within(sidebar()).getByRole('button', { name: 'Project sidebar' })
    const sections = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(sections).toContainElement(within(sidebar()).getByRole('link', { name: 'General' }))

    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('title', 'Expand sidebar')
    expect(sections?.className).toContain('md:hidden')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarLayout) ?? '').state.isCollapsed).toBe(true)

    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(sections?.className).not.toContain('md:hidden')
  })

  it('folds a section from its heading button, hiding its links, and remembers it', async () => {
    const user = userEvent.setup()
    renderShell()
    const heading = within(sidebar()).getByRole('button', { name: 'Authentication' })
    expect(heading).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar()).getByRole('group', { name: 'Authentication' })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).toBeVisible()

    await user.click(heading)
    expect(heading).toHaveAttribute('aria-expanded', 'false')
    expect(within(sidebar()).queryByRole('link', { name: 'Users' })).toBeNull()
    // The other sections stay open.
    expect(within(sidebar()).getByRole('link', { name: 'General' })).toBeVisible()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarLayout) ?? '').state.foldedSections).toEqual(['Authentication'])

    await user.click(heading)
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).toBeVisible()
  })

  it('marks the current page in the sidebar', () => {
    renderShell()
    expect(within(sidebar()).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page')
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current')
  })
})

describe('the sidebar drawer (below 768 px)', () => {
  it('opens from the menu button with focus on the current link, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup()
    renderShell()
    const menu = screen.getByRole('button', { name: 'Navigation menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveAttribute('aria-controls', sidebar().id)
    expect(sidebar().className).toContain('max-md:hidden')

    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(sidebar().className).toContain('max-md:fixed')
    expect(sidebar().className).not.toContain('max-md:hidden')
    // The drawer's behaviour loads with its first opening, then takes focus.
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'General' })).toHaveFocus())

    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(sidebar().className).toContain('max-md:hidden')
    expect(menu).toHaveFocus()
  })

  it('closes on a click outside it, but not on a click inside', async () => {
    const user = userEvent.setup()
    renderShell()
    const menu = screen.getByRole('button', { name: 'Navigation menu' })
    await user.click(menu)
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'General' })).toHaveFocus())
    await user.click(within(sidebar()).getByRole('button', { name: 'Database' }))
    expect(menu).toHaveAttribute('aria-expanded', 'true')

    await user.click(screen.getByText('Page content'))
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
  })

  it('closes from its close button and when a link takes the user to another page', async () => {
    const user = userEvent.setup()
    renderShell()
    const menu = screen.getByRole('button', { name: 'Navigation menu' })
    await user.click(menu)
    await user.click(within(sidebar()).getByRole('button', { name: 'Close navigation' }))
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()

    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    act(() => fakeNavigation.go('/project/default/database/types'))
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  it('the menu button toggles the drawer and exists only on project pages', async () => {
    const user = userEvent.setup()
    const { unmount } = renderShell()
    const menu = screen.getByRole('button', { name: 'Navigation menu' })
    await user.click(menu)
    fireEvent.mouseDown(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    unmount()

    fakeNavigation.go('/org/default-org-slug')
    renderWithProviders(<SidebarMenuButton />)
    expect(screen.queryByRole('button', { name: 'Navigation menu' })).toBeNull()
  })
})
