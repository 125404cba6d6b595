'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QueryError } from '@/components/ui/query-error'
import { Spinner } from '@/components/ui/spinner'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import type { TableListEntry } from '@/lib/table-editor/table-list-sql'
import { cn } from '@/lib/utils/cn'

/** Every entry is one line of text-sm with py-1.5: a fixed height, so nothing needs measuring. */
const ROW_HEIGHT = 32

export interface TableListProps {
  projectRef: string
  schema: string
  tables: readonly TableListEntry[] | undefined
  isLoading: boolean
  error: Error | null
  /** Loads the failed catalogue reads again. */
  onRetry?: () => void
  activeTableId?: number
  /** Opens the New table panel. */
  onNewTable?: () => void
}

/** Where arrow keys move from `index` in a list of `count` entries; null for other keys. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1)
  if (key === 'ArrowUp') return Math.max(index - 1, 0)
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * The schema's tables, each with its estimated row count (statistics, never a count(*)). A schema can
 * hold thousands of tables, so only the entries in view are rendered; each one still tells assistive
 * technology its place in the whole list, and the arrow keys, Home and End reach every entry (one tab
 * stop for the list, moved by the keys).
 */
export function TableList({ projectRef, schema, tables, isLoading, error, onRetry, activeTableId, onNewTable }: TableListProps) {
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const shown = (tables ?? []).filter((table) => table.name.toLowerCase().includes(needle))
  const activeIndex = shown.findIndex((table) => table.id === activeTableId)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const tabStop = Math.min(focusIndex ?? Math.max(activeIndex, 0), Math.max(shown.length - 1, 0))
  const scrollRef = useRef<HTMLDivElement>(null)
  const pendingFocusRef = useRef<number | null>(null)

  // The virtualizer is mutable by design; the list re-renders on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => shown[index]?.id ?? index,
    overscan: 10,
    // Scrolling re-renders through React's normal batching (the list is light; no flushSync warning).
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()

  // The entry a key moved to is rendered only after the scroll: focus it once it is in the DOM.
  useEffect(() => {
    const index = pendingFocusRef.current
    if (index === null) return
    const link = scrollRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${index}"] a`)
    if (!link) return
    pendingFocusRef.current = null
    link.focus()
  })

  const moveFocus = (index: number) => {
    pendingFocusRef.current = index
    setFocusIndex(index)
    virtualizer.scrollToIndex(index)
  }

  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    if (!item) return
    const next = nextIndex(event.key, Number(item.dataset.index), shown.length)
    if (next === null) return
    event.preventDefault()
    moveFocus(next)
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {onNewTable && (
        <Button size="small" variant="outline" icon={<Plus aria-hidden="true" className="size-4" />} onClick={onNewTable}>
          New table
        </Button>
      )}
      <Input
        aria-label="Search tables"
        placeholder="Search tables"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setFocusIndex(null)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || shown.length === 0) return
          event.preventDefault()
          moveFocus(0)
        }}
        className="h-8"
      />
      {isLoading && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading tables…
        </p>
      )}
      {error && <QueryError what="tables" error={error} onRetry={onRetry} />}
      {tables && shown.length === 0 && (
        <p className="text-sm text-muted">{needle ? 'No tables match your search' : `No tables in ${schema}`}</p>
      )}
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto">
        <ul
          aria-label={`Tables in ${schema}`}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={handleListKeyDown}
        >
          {items.map((item) => {
            const table = shown[item.index]
            const isActive = table.id === activeTableId
            return (
              <li
                key={item.key}
                data-index={item.index}
                aria-setsize={shown.length}
                aria-posinset={item.index + 1}
                className="absolute inset-x-0 top-0"
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <AppLink
                  href={`/project/${projectRef}/editor/${table.id}?schema=${encodeURIComponent(schema)}`}
                  aria-current={isActive ? 'page' : undefined}
                  tabIndex={item.index === tabStop ? 0 : -1}
                  onFocus={() => setFocusIndex(item.index)}
                  className={cn(
                    'flex h-full items-center justify-between gap-2 rounded-md px-2 text-sm hover:bg-background',
                    isActive ? 'bg-background font-medium text-foreground' : 'text-muted'
                  )}
                >
                  <span className="truncate">{table.name}</span>
                  <span className="shrink-0 text-xs text-muted">{formatRowCount(table.live_rows_estimate, true)}</span>
                </AppLink>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
