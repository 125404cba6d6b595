import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { GlobalErrorScreen } from '@/components/shell/errors/global-error-screen'

// Only next/navigation is replaced: the page the error happened on.
vi.mock('next/navigation', () => ({ usePathname: () => '/project/abc/sql/new' }))

async function renderScreen(error: unknown) {
  const handlers = { reset: vi.fn(), onSignOut: vi.fn(), onReload: vi.fn() }
  // The screen reports the error on mount; let that settle inside act.
  await act(async () => {
    render(<GlobalErrorScreen error={error} {...handlers} />)
  })
  return handlers
}

function crash(message: string) {
  const error = new Error(message)
  error.stack = `Error: ${message}\n    at Broken (broken.tsx:1:1)`
  return error
}

const supportParams = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'https://example.test')

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('global error screen (SPEC §2)', () => {
  it('shows the title, the error message and a copy-error button', async () => {
    await renderScreen(crash('Cannot read properties of undefined'))
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry! An unexpected error occurred.' })).toBeInTheDocument()
    expect(screen.getByLabelText('Error message')).toHaveTextContent('Cannot read properties of undefined')
    expect(screen.getByRole('button', { name: 'Copy error' })).toBeInTheDocument()
  })

  it('copies the error with its stack', async () => {
    userEvent.setup() // installs the clipboard stub on navigator
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await renderScreen(crash('boom'))
    const button = screen.getByRole('button', { name: 'Copy error' })
    button.focus()
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith('Error: boom\n    at Broken (broken.tsx:1:1)')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
  })

  it('recommends the five ways out, in order', async () => {
    await renderScreen(crash('boom'))
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Refresh the page',
      'Sign out and sign back in',
      'Clear browser storage',
      'Disable extensions',
      'Contact support if the problem persists',
    ])
    expect(screen.queryByText(/translation tool/)).not.toBeInTheDocument()
  })

  it('Refresh reloads and Sign out signs out', async () => {
    const user = userEvent.setup()
    const { onReload, onSignOut } = await renderScreen(crash('boom'))
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onReload).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('Clear browser storage clears local and session storage, then reloads', async () => {
    const user = userEvent.setup()
    localStorage.setItem('some-key', '1')
    sessionStorage.setItem('other-key', '2')
    const { onReload } = await renderScreen(crash('boom'))
    onReload.mockImplementation(() => {
      expect(localStorage.length).toBe(0)
      expect(sessionStorage.length).toBe(0)
    })
    await user.click(screen.getByRole('button', { name: 'Clear storage' }))
    expect(onReload).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('some-key')).toBeNull()
    expect(sessionStorage.getItem('other-key')).toBeNull()
  })

  it('links Contact support to the prefilled form (no sid when reporting is off)', async () => {
    const error = crash('boom')
    await renderScreen(error)
    const url = supportParams(screen.getByRole('link', { name: 'Contact support' }))
    expect(url.pathname).toBe('/dashboard/support/new')
    expect(url.searchParams.get('category')).toBe('dashboard_bug')
    expect(url.searchParams.has('sid')).toBe(false)
    expect(url.searchParams.get('subject')).toBe('Client side exception occurred on dashboard')
    expect(url.searchParams.get('message')).toBe(`Path name: /project/abc/sql/new\n\n${error.stack}`)
  })

  it('Return to dashboard resets the error screen', async () => {
    const user = userEvent.setup()
    const { reset } = await renderScreen(crash('boom'))
    await user.click(screen.getByRole('button', { name: 'Return to dashboard' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('shows whatever non-Error value was thrown', async () => {
    await renderScreen('plain string failure')
    expect(screen.getByLabelText('Error message')).toHaveTextContent('plain string failure')
  })

  describe.each(['removeChild', 'insertBefore'])('the %s variant', (method) => {
    const message = `Failed to execute '${method}' on 'Node': The node is not a child of this node.`

    it('blames translation tools or extensions and offers Refresh, More information and Still stuck?', async () => {
      const user = userEvent.setup()
      const { onReload } = await renderScreen(crash(message))
      expect(screen.getByText('A browser translation tool or extension may have caused this error')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'More information' })).toHaveAttribute(
        'href',
        'https://github.com/facebook/react/issues/11538'
      )
      const stillStuck = supportParams(screen.getByRole('link', { name: 'Still stuck?' }))
      expect(stillStuck.pathname).toBe('/dashboard/support/new')
      expect(stillStuck.searchParams.get('category')).toBe('dashboard_bug')

      await user.click(screen.getByRole('button', { name: 'Refresh' }))
      expect(onReload).toHaveBeenCalledTimes(1)
      // The generic recommendations give way to the warning.
      expect(screen.queryByText('Sign out and sign back in')).not.toBeInTheDocument()
      expect(screen.queryByText('Clear browser storage')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Return to dashboard' })).toBeInTheDocument()
    })
  })
})
