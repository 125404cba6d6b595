'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type CSSProperties, type ReactNode } from 'react'

const ROW_HEIGHT = 45

/**
 * The member rows of a long list: only those in view (plus a few) are rendered. Loaded only when a
 * list is long enough to need it, so the team page's first load does not carry the virtualizer.
 */
export function VirtualMemberRows<T>({ items, renderRow }: { items: T[]; renderRow: (item: T, style: CSSProperties) => ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer is mutable by design; the list re-renders on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  return (
    <div ref={scrollRef} role="rowgroup" className="max-h-[480px] overflow-y-auto" data-testid="members-scroll">
      <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) =>
          renderRow(items[item.index], {
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: ROW_HEIGHT,
            transform: `translateY(${item.start}px)`,
          })
        )}
      </div>
    </div>
  )
}
