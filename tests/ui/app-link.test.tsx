import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'

import { AppLink } from '@/components/ui/app-link'

// AppLink is next/link: these check what the app relies on from it outside a mounted App Router
// (component tests), where it must still be a plain, correct anchor.
describe('AppLink', () => {
  it('shows the browser the base-pathed URL of an in-app path', () => {
    render(<AppLink href="/org/acme?tab=1">Acme</AppLink>)
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/dashboard/org/acme?tab=1')
  })

  it('sends "/" to the dashboard root and leaves other sites alone', () => {
    render(
      <>
        <AppLink href="/">Home</AppLink>
        <AppLink href="https://status.example.test">Status</AppLink>
      </>
    )
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('href', 'https://status.example.test')
  })

  it("passes the anchor's own props and ref through, and runs the caller's onClick", () => {
    const ref = createRef<HTMLAnchorElement>()
    const onClick = vi.fn()
    render(
      <AppLink ref={ref} href="/org/acme" className="underline" aria-current="page" target="_blank" onClick={onClick}>
        Acme
      </AppLink>
    )
    const link = screen.getByRole('link', { name: 'Acme' })
    expect(ref.current).toBe(link)
    expect(link).toHaveClass('underline')
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveAttribute('target', '_blank')
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
