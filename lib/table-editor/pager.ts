import type { Cursor, PageDirection } from './keyset'

/**
 * Page controls over keyset pagination. A page is read forward after a cursor or backward before
 * one; `origin` and `index` say where it sits (how many pages from the first or from the last
 * page), which is enough to number its rows without OFFSET: pages counted from the start are
 * aligned to the first row, pages counted from the end to the last.
 */
export const PAGE_SIZES = [50, 100, 500, 1000] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 100

export interface PagePosition {
  origin: 'start' | 'end'
  /** Pages away from the origin: 0 is the first (or the last) page. */
  index: number
  direction: PageDirection
  cursor: Cursor | null
}

export const FIRST_PAGE: PagePosition = { origin: 'start', index: 0, direction: 'forward', cursor: null }
export const LAST_PAGE: PagePosition = { origin: 'end', index: 0, direction: 'backward', cursor: null }

/** What a page read tells the controls: its edge rows' cursors and whether more lie where it was read. */
export interface PageEdges {
  firstCursor: Cursor | null
  lastCursor: Cursor | null
  /** More rows exist beyond this page in the direction it was read. */
  hasMore: boolean
}

export function hasNextPage(position: PagePosition, page: PageEdges): boolean {
  if (position.direction === 'forward') return page.hasMore
  // Read backward: we came from a later page, unless this is the last page itself.
  return !(position.origin === 'end' && position.index === 0)
}

export function hasPreviousPage(position: PagePosition, page: PageEdges): boolean {
  if (position.direction === 'backward') return page.hasMore
  return !(position.origin === 'start' && position.index === 0)
}

export function nextPage(position: PagePosition, page: PageEdges): PagePosition {
  const index = position.origin === 'start' ? position.index + 1 : Math.max(0, position.index - 1)
  return { origin: position.origin, index, direction: 'forward', cursor: page.lastCursor }
}

export function previousPage(position: PagePosition, page: PageEdges): PagePosition {
  const index = position.origin === 'start' ? Math.max(0, position.index - 1) : position.index + 1
  // Back at the very first page: read it from the start so it is exactly the first rows.
  if (position.origin === 'start' && index === 0) return FIRST_PAGE
  return { origin: position.origin, index, direction: 'backward', cursor: page.firstCursor }
}

const numberFormat = new Intl.NumberFormat('en-US')

export interface PageRangeInput {
  position: PagePosition
  pageSize: number
  rowsOnPage: number
  /** The table's row count (exact or estimated); unknown when filtered. */
  total?: { count: number; is_estimate: boolean }
}

/** "Rows 101–200 of ≈ 1,000,000", "Rows 1–37 of 37", "Last 100 rows of ≈ 1,000,000", or for a filtered last page "Last 37 rows". */
export function pageRangeText({ position, pageSize, rowsOnPage, total }: PageRangeInput): string {
  if (rowsOnPage === 0) return 'No rows'
  const totalText = total ? ` of ${total.is_estimate ? '≈ ' : ''}${numberFormat.format(total.count)}` : ''
  if (position.origin === 'start') {
    const first = position.index * pageSize + 1
    return `Rows ${numberFormat.format(first)}–${numberFormat.format(first + rowsOnPage - 1)}${totalText}`
  }
  const fromEnd = position.index * pageSize
  // Counting from the end against an estimate would number rows that may not exist: say where the page sits instead.
  if (!total || total.is_estimate) {
    const place =
      position.index === 0
        ? `Last ${numberFormat.format(rowsOnPage)} rows`
        : `Rows ${numberFormat.format(fromEnd + 1)}–${numberFormat.format(fromEnd + rowsOnPage)} from the end`
    return `${place}${totalText}`
  }
  const last = Math.max(rowsOnPage, total.count - fromEnd)
  return `Rows ${numberFormat.format(last - rowsOnPage + 1)}–${numberFormat.format(last)}${totalText}`
}
