'use client'

// Self-written on purpose: Radix's tooltip pulled react-popper, @floating-ui/* and dismissable-layer
// (~12 KB gzip) into every page's first load. This covers what the dashboard needs (SPEC §9).
import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { DOMAttributes, PointerEvent, ReactElement, ReactNode, SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'

import { TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET, TOOLTIP_SKIP_DELAY_MS } from '@/lib/ui/timings'
import { cn } from '@/lib/utils/cn'

type Side = 'top' | 'right' | 'bottom' | 'left'
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }
const VIEWPORT_PADDING = 8

// Module-level instead of a provider: the skip delay spans every tooltip on the page without context.
let lastCloseAt = Number.NEGATIVE_INFINITY
const withinSkipDelay = () => Date.now() - lastCloseAt < TOOLTIP_SKIP_DELAY_MS

/** Kept so existing callers compile; the skip delay no longer needs a provider. */
export function TooltipProvider({ children }: { children?: ReactNode; delayDuration?: number; skipDelayDuration?: number }) {
  return children
}

export interface TooltipProps {
  content: ReactNode
  /** The trigger: one element that passes pointer/focus handlers and aria-describedby on to a DOM node. */
  children: ReactNode
  side?: Side
  sideOffset?: number
  className?: string
}

type TriggerProps = Pick<
  DOMAttributes<HTMLElement>,
  'onPointerEnter' | 'onPointerMove' | 'onPointerLeave' | 'onPointerDown' | 'onFocus' | 'onBlur'
> & { 'aria-describedby'?: string }

/** Runs the child's own handler first; ours is skipped if the child called preventDefault (its opt-out). */
function compose<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event)
    if (!event.defaultPrevented) ours(event)
  }
}

/** Centres the tooltip on `side`, flips it when only the opposite side has room, then clamps it into the viewport. */
function place(anchor: DOMRect, width: number, height: number, side: Side, offset: number) {
  const [vw, vh] = [window.innerWidth, window.innerHeight]
  const vertical = (s: Side) => s === 'top' || s === 'bottom'
  const at = (s: Side) =>
    vertical(s)
      ? { left: anchor.left + (anchor.width - width) / 2, top: s === 'top' ? anchor.top - offset - height : anchor.bottom + offset }
      : { top: anchor.top + (anchor.height - height) / 2, left: s === 'left' ? anchor.left - offset - width : anchor.right + offset }
  const fits = (s: Side, p = at(s)) =>
    vertical(s)
      ? p.top >= VIEWPORT_PADDING && p.top + height <= vh - VIEWPORT_PADDING
      : p.left >= VIEWPORT_PADDING && p.left + width <= vw - VIEWPORT_PADDING
  const pos = !fits(side) && fits(OPPOSITE[side]) ? at(OPPOSITE[side]) : at(side)
  const clamp = (v: number, size: number, max: number) => Math.max(VIEWPORT_PADDING, Math.min(v, max - size - VIEWPORT_PADDING))
  return { top: clamp(pos.top, height, vh), left: clamp(pos.left, width, vw) }
}

export function Tooltip({ content, children, side = 'top', sideOffset = TOOLTIP_SIDE_OFFSET, className }: TooltipProps) {
  const id = useId()
  // 'pending' = hovered, waiting out the delay; the timer lives in an effect so unmounting cancels it.
  const [phase, setPhase] = useState<'closed' | 'pending' | 'open'>('closed')
  const open = phase === 'open'
  // Set by a press or Escape: the user dismissed it, so neither hover nor that click's focus reopens it
  // until the pointer leaves or focus moves away (blur clears it so keyboard users are never locked out).
  const [dismissed, setDismissed] = useState(false)
  // The trigger node comes from the opening event, not a ref: cloneElement then leaves the child's own
  // ref untouched (so it keeps working) and the React Compiler lint sees no ref read during render.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const contentRef = useRef<HTMLDivElement | null>(null)

  useEffect(() => {
    if (phase !== 'pending') return
    const timer = setTimeout(() => setPhase('open'), TOOLTIP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [phase])

  useEffect(() => {
    if (!open) return
    // On the document: Escape should work even if focus has moved off the trigger.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setPhase('closed')
      setDismissed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // Stamped on every close (unmounting while open too) so the next tooltip can skip its delay.
      lastCloseAt = Date.now()
    }
  }, [open])

  // Layout effect so the first paint is already in place; writes the DOM directly because the
  // position depends on the rendered size, and a state round-trip would render twice per scroll.
  useLayoutEffect(() => {
    if (!open) return
    const update = () => {
      const tip = contentRef.current
      if (!anchor || !tip) return
      const { top, left } = place(anchor.getBoundingClientRect(), tip.offsetWidth, tip.offsetHeight, side, sideOffset)
      tip.style.top = `${top}px`
      tip.style.left = `${left}px`
    }
    update()
    // Capture phase so scrolling any ancestor container, not just the window, moves the tooltip.
    window.addEventListener('scroll', update, { capture: true, passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update, { capture: true })
      window.removeEventListener('resize', update)
    }
  }, [open, anchor, side, sideOffset, content])

  const child: ReactElement<TriggerProps> = isValidElement<TriggerProps>(children) ? children : <span>{children}</span>
  const { 'aria-describedby': describedBy, ...handlers } = child.props
  const hover = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse' || phase !== 'closed' || dismissed) return
    setAnchor(event.currentTarget)
    setPhase(withinSkipDelay() ? 'open' : 'pending')
  }
  const hide = () => {
    setDismissed(false)
    setPhase('closed')
  }

  return (
    <>
      {cloneElement(child, {
        'aria-describedby': open ? [describedBy, id].filter(Boolean).join(' ') : describedBy,
        onPointerEnter: compose(handlers.onPointerEnter, hover),
        onPointerMove: compose(handlers.onPointerMove, hover),
        onPointerLeave: compose(handlers.onPointerLeave, hide),
        onPointerDown: compose(handlers.onPointerDown, () => {
          setPhase('closed')
          setDismissed(true)
        }),
        onFocus: compose(handlers.onFocus, (event) => {
          if (dismissed) return
          setAnchor(event.currentTarget)
          setPhase('open')
        }),
        onBlur: compose(handlers.onBlur, hide),
      })}
      {open &&
        createPortal(
          <div
            ref={contentRef}
            id={id}
            role="tooltip"
            style={{ position: 'fixed', top: 0, left: 0 }}
            className={cn(
              'pointer-events-none z-50 max-w-xs rounded-md border border-border bg-surface px-2 py-1 text-xs text-foreground shadow-md',
              className
            )}
          >
            {content}
          </div>,
          document.body
        )}
    </>
  )
}
