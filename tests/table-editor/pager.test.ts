import { describe, expect, it } from 'vitest'

import { FIRST_PAGE, hasNextPage, hasPreviousPage, LAST_PAGE, nextPage, pageRangeText, previousPage } from '@/lib/table-editor/pager'

const edges = (hasMore: boolean) => ({ firstCursor: ['a'], lastCursor: ['z'], hasMore })
const estimate = { count: 1_000_000, is_estimate: true }

describe('table editor pager', () => {
  it('numbers pages counted from the start and moves forward after the last row', () => {
    const second = nextPage(FIRST_PAGE, edges(true))
    expect(second).toEqual({ origin: 'start', index: 1, direction: 'forward', cursor: ['z'] })
    expect(pageRangeText({ position: second, pageSize: 100, rowsOnPage: 100, total: estimate })).toBe('Rows 101–200 of ≈ 1,000,000')
    expect(hasPreviousPage(FIRST_PAGE, edges(true))).toBe(false)
    expect(hasNextPage(second, edges(false))).toBe(false)
    // Back to the first page reads it from the start again.
    expect(previousPage(second, edges(true))).toEqual(FIRST_PAGE)
  })

  it('numbers pages counted from the end against the total, and moves backward before the first row', () => {
    expect(pageRangeText({ position: LAST_PAGE, pageSize: 100, rowsOnPage: 100, total: { count: 1234, is_estimate: false } })).toBe(
      'Rows 1,135–1,234 of 1,234'
    )
    // An estimated total cannot number rows from the end: the page says where it sits instead.
    expect(pageRangeText({ position: LAST_PAGE, pageSize: 100, rowsOnPage: 100, total: estimate })).toBe('Last 100 rows of ≈ 1,000,000')
    expect(pageRangeText({ position: { ...LAST_PAGE, index: 1 }, pageSize: 100, rowsOnPage: 100, total: estimate })).toBe(
      'Rows 101–200 from the end of ≈ 1,000,000'
    )
    expect(hasNextPage(LAST_PAGE, edges(true))).toBe(false)
    const before = previousPage(LAST_PAGE, edges(true))
    expect(before).toEqual({ origin: 'end', index: 1, direction: 'backward', cursor: ['a'] })
    expect(hasNextPage(before, edges(true))).toBe(true)
    expect(hasPreviousPage(before, edges(false))).toBe(false)
    expect(nextPage(before, edges(true))).toEqual({ origin: 'end', index: 0, direction: 'forward', cursor: ['z'] })
  })

  it('says what it can without a total (filtered) and when the page is empty', () => {
    expect(pageRangeText({ position: FIRST_PAGE, pageSize: 50, rowsOnPage: 37 })).toBe('Rows 1–37')
    expect(pageRangeText({ position: LAST_PAGE, pageSize: 50, rowsOnPage: 37 })).toBe('Last 37 rows')
    expect(pageRangeText({ position: FIRST_PAGE, pageSize: 50, rowsOnPage: 0 })).toBe('No rows')
    expect(pageRangeText({ position: FIRST_PAGE, pageSize: 50, rowsOnPage: 7, total: { count: 7, is_estimate: false } })).toBe(
      'Rows 1–7 of 7'
    )
  })
})
