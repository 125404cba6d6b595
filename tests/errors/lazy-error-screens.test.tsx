import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { LazyGlobalErrorScreen } from '@/components/shell/errors/lazy-error-screens'

vi.mock('next/navigation', () => ({ usePathname: () => '/org/acme' }))

describe('LazyGlobalErrorScreen', () => {
  it('shows the title at once and the whole screen once its code has loaded', async () => {
    const reset = vi.fn()
    render(<LazyGlobalErrorScreen error={new Error('Render exploded')} reset={reset} />)
    expect(screen.getByRole('heading', { name: 'Sorry! An unexpected error occurred.' })).toBeInTheDocument()

    await userEvent.click(await screen.findByRole('button', { name: 'Return to dashboard' }))
    expect(reset).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText('Error message')).toHaveTextContent('Render exploded')
  })

  it('offers a reload when the screen’s code cannot be fetched', async () => {
    vi.resetModules()
    vi.doMock('@/components/shell/errors/global-error-screen', () => {
      throw new Error('Loading chunk failed')
    })
    const { LazyGlobalErrorScreen: Screen } = await import('@/components/shell/errors/lazy-error-screens')
    render(<Screen error={new Error('Render exploded')} reset={() => {}} />)
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sorry! An unexpected error occurred.' })).toBeInTheDocument()
    vi.doUnmock('@/components/shell/errors/global-error-screen')
  })
})
