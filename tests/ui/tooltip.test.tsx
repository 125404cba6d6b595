import { act, fireEvent, render, screen } from '@testing-library/react'

import { Tooltip, TooltipProvider } from '@/components/ui/tooltip'

/** jsdom has no ResizeObserver; the tooltip's positioning only needs the calls to exist. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' })
}

describe('Tooltip (SPEC §9: delay 700 ms, skip delay 300 ms)', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('opens after hovering for 700 ms', () => {
    render(
      <Tooltip content="Copy the connection string">
        <button type="button">Copy</button>
      </Tooltip>
    )
    hover(screen.getByRole('button', { name: 'Copy' }))
    act(() => vi.advanceTimersByTime(699))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the connection string')
  })

  it('opens the next tooltip at once when moving between triggers within 300 ms', () => {
    render(
      <TooltipProvider>
        <Tooltip content="First tip">
          <button type="button">First</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Second</button>
        </Tooltip>
      </TooltipProvider>
    )
    const first = screen.getByRole('button', { name: 'First' })
    hover(first)
    act(() => vi.advanceTimersByTime(700))
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip')

    // Leave the first trigger and move well away from its tooltip, so it closes.
    fireEvent.pointerLeave(first, { pointerType: 'mouse', clientX: 0, clientY: 0 })
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    act(() => vi.advanceTimersByTime(299))
    const second = screen.getByRole('button', { name: 'Second' })
    hover(second)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip')

    // Once 300 ms pass with no tooltip open, the full delay applies again.
    fireEvent.pointerLeave(second, { pointerType: 'mouse', clientX: 0, clientY: 0 })
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 })
    act(() => vi.advanceTimersByTime(300))
    hover(first)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(700))
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip')
  })
})
