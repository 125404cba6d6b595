import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'

import { Tooltip, TooltipProvider } from '@/components/ui/tooltip'

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' })
}

describe('Tooltip (SPEC §9: delay 700 ms, skip delay 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    // Unmount (which stamps the module-level close time) while Date is still fake, then let the
    // skip-delay window expire so no test opens instantly because of the one before it.
    cleanup()
    vi.advanceTimersByTime(1000)
    vi.useRealTimers()
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

  it('opens at once on keyboard focus and closes on Escape and on blur', () => {
    render(
      <Tooltip content="Refresh the table">
        <button type="button">Refresh</button>
      </Tooltip>
    )
    const button = screen.getByRole('button', { name: 'Refresh' })
    fireEvent.focus(button)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh the table')

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    // Moving focus away and back shows it again (Escape does not lock keyboard users out).
    fireEvent.blur(button)
    fireEvent.focus(button)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    fireEvent.blur(button)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('links the trigger to the tooltip with aria-describedby only while open', () => {
    render(
      <Tooltip content="Delete the row">
        <button type="button" aria-describedby="own-hint">
          Delete
        </button>
      </Tooltip>
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button).toHaveAttribute('aria-describedby', 'own-hint')

    fireEvent.focus(button)
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.id).not.toBe('')
    expect(button).toHaveAttribute('aria-describedby', `own-hint ${tooltip.id}`)
    expect(document.body).toContainElement(tooltip)

    fireEvent.blur(button)
    expect(button).toHaveAttribute('aria-describedby', 'own-hint')
  })

  it("keeps the child's own handlers and ref working", () => {
    const onPointerEnter = vi.fn()
    const onFocus = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    render(
      <Tooltip content="Run the query">
        <button type="button" ref={ref} onPointerEnter={onPointerEnter} onFocus={onFocus}>
          Run
        </button>
      </Tooltip>
    )
    const button = screen.getByRole('button', { name: 'Run' })
    expect(ref.current).toBe(button)

    fireEvent.pointerEnter(button, { pointerType: 'mouse' })
    expect(onPointerEnter).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(700))
    expect(screen.getByRole('tooltip')).toBeInTheDocument()

    fireEvent.pointerLeave(button, { pointerType: 'mouse' })
    fireEvent.focus(button)
    expect(onFocus).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
  })

  it('closes on pointerdown and does not reopen from the same hover or the click focus', () => {
    render(
      <Tooltip content="Save changes">
        <button type="button">Save</button>
      </Tooltip>
    )
    const button = screen.getByRole('button', { name: 'Save' })
    hover(button)
    act(() => vi.advanceTimersByTime(700))
    expect(screen.getByRole('tooltip')).toBeInTheDocument()

    fireEvent.pointerDown(button, { pointerType: 'mouse' })
    fireEvent.focus(button)
    hover(button)
    act(() => vi.advanceTimersByTime(700))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('ignores touch pointers', () => {
    render(
      <Tooltip content="Touch tip">
        <button type="button">Touch</button>
      </Tooltip>
    )
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Touch' }), { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(700))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('sits sideOffset px from the trigger, centred, and flips when the side lacks room', () => {
    render(
      <Tooltip content="Positioned tip" side="top">
        <button type="button">Anchor</button>
      </Tooltip>
    )
    const button = screen.getByRole('button', { name: 'Anchor' })
    // jsdom has no layout: the tooltip measures 0×0, so the expected numbers stay simple.
    const place = (top: number) =>
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, top, 40, 20))

    place(200)
    fireEvent.focus(button)
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.style.position).toBe('fixed')
    expect(tooltip).toHaveClass('pointer-events-none')
    expect(tooltip.style.top).toBe('196px') // 200 - 4 (TOOLTIP_SIDE_OFFSET) - 0
    expect(tooltip.style.left).toBe('120px') // centred: 100 + 40 / 2

    // Near the top edge there is no room above, so it flips below the trigger.
    place(2)
    fireEvent.scroll(window)
    expect(tooltip.style.top).toBe('26px') // 2 + 20 + 4
  })
})
