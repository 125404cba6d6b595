import { fireEvent, render as renderInTest, screen } from '@testing-library/react'
import type { ReactElement } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { fakeNavigation } from '@/tests/setup/fake-navigation'

const prefetch = vi.fn()
const routerState = { isMounted: true }

// next/navigation's useRouter as Next has it: the App Router, or a throw where none is mounted.
vi.mock('next/navigation', async () => {
  const { fakeNavigation: navigation } = await import('@/tests/setup/fake-navigation')
  return {
    useRouter: () => {
      if (!routerState.isMounted) throw new Error('invariant expected app router to be mounted')
      return { push: navigation.push, replace: navigation.replace, prefetch }
    },
  }
})

/** Renders inside an App Router whose moves land in the in-memory URL of tests/setup/fake-navigation. */
function render(ui: ReactElement) {
  routerState.isMounted = true
  return renderInTest(ui)
}

function renderWithoutRouter(ui: ReactElement) {
  routerState.isMounted = false
  return renderInTest(ui)
}

describe('AppLink', () => {
  beforeEach(() => {
    fakeNavigation.go('/organizations')
    fakeNavigation.push.mockClear()
    fakeNavigation.replace.mockClear()
    prefetch.mockClear()
  })

  it('prefetches the route when the pointer or focus comes to it', () => {
    render(<AppLink href="/org/acme">Acme</AppLink>)
    fireEvent.mouseEnter(screen.getByRole('link'))
    fireEvent.focus(screen.getByRole('link'))
    expect(prefetch).toHaveBeenCalledWith('/org/acme')
    expect(prefetch).toHaveBeenCalledTimes(2)
  })

  it('is a plain anchor outside the App Router', () => {
    renderWithoutRouter(<AppLink href="/org/acme">Acme</AppLink>)
    const link = screen.getByRole('link', { name: 'Acme' })
    expect(link).toHaveAttribute('href', '/dashboard/org/acme')
    expect(fireEvent.click(link)).toBe(true)
  })

  it('shows the browser the base-pathed URL and navigates in the app on a plain click', () => {
    render(<AppLink href="/org/acme?tab=1">Acme</AppLink>)
    const link = screen.getByRole('link', { name: 'Acme' })
    expect(link).toHaveAttribute('href', '/dashboard/org/acme?tab=1')
    expect(fireEvent.click(link)).toBe(false)
    expect(fakeNavigation.push).toHaveBeenCalledWith('/org/acme?tab=1', { scroll: true })
    expect(fakeNavigation.url().pathname).toBe('/org/acme')
  })

  it('replaces the history entry when asked', () => {
    render(
      <AppLink href="/org/acme" replace scroll={false}>
        Acme
      </AppLink>
    )
    fireEvent.click(screen.getByRole('link'))
    expect(fakeNavigation.replace).toHaveBeenCalledWith('/org/acme', { scroll: false })
    expect(fakeNavigation.push).not.toHaveBeenCalled()
  })

  it('leaves modified clicks, new tabs and other sites to the browser', () => {
    render(
      <>
        <AppLink href="/org/acme">Same tab</AppLink>
        <AppLink href="/org/acme" target="_blank">
          New tab
        </AppLink>
        <AppLink href="https://status.example.test">Status</AppLink>
      </>
    )
    expect(fireEvent.click(screen.getByRole('link', { name: 'Same tab' }), { metaKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Same tab' }), { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true)
    const external = screen.getByRole('link', { name: 'Status' })
    expect(external).toHaveAttribute('href', 'https://status.example.test')
    expect(fireEvent.click(external)).toBe(true)
    expect(fakeNavigation.push).not.toHaveBeenCalled()
  })

  it("runs the caller's onClick first, which may cancel the navigation", () => {
    render(
      <AppLink href="/org/acme" onClick={(event) => event.preventDefault()}>
        Acme
      </AppLink>
    )
    fireEvent.click(screen.getByRole('link'))
    expect(fakeNavigation.push).not.toHaveBeenCalled()
  })
})
