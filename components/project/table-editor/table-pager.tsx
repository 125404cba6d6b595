'use client'

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@/lib/table-editor/pager'

export interface TablePagerProps {
  /** "Rows 101–200 of ≈ 1,000,000" */
  rangeText: string
  pageSize: PageSize
  onPageSizeChange: (size: PageSize) => void
  hasPrevious: boolean
  hasNext: boolean
  isFirst: boolean
  isLast: boolean
  onFirst: () => void
  onPrevious: () => void
  onNext: () => void
  onLast: () => void
  isLoading: boolean
}

/** The grid's page controls: rows per page, first / previous / next / last, and where the page sits. */
export function TablePager({
  rangeText,
  pageSize,
  onPageSizeChange,
  hasPrevious,
  hasNext,
  isFirst,
  isLast,
  onFirst,
  onPrevious,
  onNext,
  onLast,
  isLoading,
}: TablePagerProps) {
  const sizeId = useId()
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-2 text-xs">
      <div className="flex items-center gap-1">
        <Button size="tiny" variant="ghost" aria-label="First page" disabled={isFirst || isLoading} onClick={onFirst}>
          <ChevronsLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button size="tiny" variant="ghost" aria-label="Previous page" disabled={!hasPrevious || isLoading} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="min-w-40 text-center text-muted">
          {rangeText}
        </p>
        <Button size="tiny" variant="ghost" aria-label="Next page" disabled={!hasNext || isLoading} onClick={onNext}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <Button size="tiny" variant="ghost" aria-label="Last page" disabled={isLast || isLoading} onClick={onLast}>
          <ChevronsRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <label htmlFor={sizeId} className="ml-auto text-muted">
        Rows per page
      </label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(event) =>
          onPageSizeChange(PAGE_SIZES.find((size) => size === Number(event.target.value)) ?? DEFAULT_PAGE_SIZE)
        }
        className="h-7 rounded-md border border-border bg-background px-2 text-xs text-foreground"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  )
}
