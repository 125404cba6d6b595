import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'

import { Slot } from '@/components/ui/slot'

describe('Slot (asChild)', () => {
  it('renders the child with the slot props merged: classes joined, styles merged, child props win', () => {
    render(
      <Slot className="slot" style={{ color: 'red', margin: 1 }} title="from slot" data-x="slot">
        <a href="/x" className="child" style={{ color: 'blue' }} title="from child">
          Go
        </a>
      </Slot>
    )
    const link = screen.getByRole('link', { name: 'Go' })
    expect(link).toHaveClass('slot', 'child')
    expect(link).toHaveStyle({ color: 'rgb(0, 0, 255)', margin: '1px' })
    expect(link).toHaveAttribute('title', 'from child')
    expect(link).toHaveAttribute('data-x', 'slot')
    expect(link).toHaveAttribute('href', '/x')
  })

  it('calls both click handlers, the child first, and hands the node to both refs', () => {
    const calls: string[] = []
    const slotRef = createRef<HTMLElement>()
    const childRef = createRef<HTMLButtonElement>()
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <button type="button" ref={childRef} onClick={() => calls.push('child')}>
          Press
        </button>
      </Slot>
    )
    fireEvent.click(screen.getByRole('button', { name: 'Press' }))
    expect(calls).toEqual(['child', 'slot'])
    expect(slotRef.current).toBe(screen.getByRole('button'))
    expect(childRef.current).toBe(screen.getByRole('button'))
  })

  it('renders nothing for a child that is not an element', () => {
    const { container } = render(<Slot>text only</Slot>)
    expect(container).toBeEmptyDOMElement()
  })
})
