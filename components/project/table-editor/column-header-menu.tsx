'use client'

import { ChevronDown, Columns3, Pencil, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

export type ColumnAction = { kind: 'add' } | { kind: 'edit'; column: string } | { kind: 'drop'; column: string }

const ITEMS = [
  { label: 'Edit column', icon: Pencil, action: (column: string): ColumnAction => ({ kind: 'edit', column }) },
  { label: 'Add column', icon: Columns3, action: (): ColumnAction => ({ kind: 'add' }) },
  { label: 'Drop column', icon: Trash2, action: (column: string): ColumnAction => ({ kind: 'drop', column }) },
] as const

/**
 * The menu on a column's header: edit or drop this column, or add one (each opens its dialog with the
 * SQL). A small menu of its own (WAI-ARIA menu button: arrows move, Escape closes and returns focus)
 * keeps a popover library off the table page's first load.
 */
export function ColumnHeaderMenu({ column, onAction }: { column: string; onAction: (action: ColumnAction) => void }) {
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    if (!isOpen) return
    items()[0]?.focus()
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [isOpen])

  const close = () => {
    setIsOpen(false)
    buttonRef.current?.focus()
  }
  const handleKeyDown = (event: KeyboardEvent) => {
    const all = items()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      all[(moves[event.key] + all.length) % all.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      setIsOpen(false)
    }
  }

  return (
    <div className="relative flex shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Column actions of ${column}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen(!isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setIsOpen(true)
          }
        }}
        className="flex w-6 items-center justify-center text-muted hover:bg-surface hover:text-foreground"
      >
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={`Column ${column}`}
          onKeyDown={handleKeyDown}
          className="absolute top-full right-0 z-30 mt-1 flex min-w-40 flex-col rounded-md border border-border bg-background p-1 font-sans text-foreground shadow-lg"
        >
          {ITEMS.map(({ label, icon: Icon, action }) => (
            <button
              key={label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close()
                onAction(action(column))
              }}
              className={`flex items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-surface focus:bg-surface ${label === 'Drop column' ? 'text-destructive' : ''}`}
            >
              <Icon aria-hidden="true" className="size-3.5" /> {label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
