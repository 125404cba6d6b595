import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { FILTER_OPERATORS, type Filter, type Sort } from '@/lib/table-editor/types'
import { readTableUrlState, writeTableUrlState } from '@/lib/table-editor/url-state'

const column = fc.string({ minLength: 1, maxLength: 20 })
const sortArb: fc.Arbitrary<Sort> = fc.record({ column, direction: fc.constantFrom('asc' as const, 'desc' as const) })
const filterArb: fc.Arbitrary<Filter> = fc.record({
  column,
  operator: fc.constantFrom(...FILTER_OPERATORS),
  value: fc.string({ maxLength: 30 }),
})

describe('sort and filter ⇄ URL search params', () => {
  it('reads the documented form ?sort=col:asc&filter=col:eq:value', () => {
    const state = readTableUrlState(new URLSearchParams('sort=col:asc&filter=col:eq:value'))
    expect(state).toEqual({
      sorts: [{ column: 'col', direction: 'asc' }],
      filters: [{ column: 'col', operator: 'eq', value: 'value' }],
    })
  })

  it('keeps colons in values and skips malformed entries', () => {
    const state = readTableUrlState(
      new URLSearchParams([
        ['filter', 'at:gt:2024-01-01T10:00:00Z'],
        ['filter', 'name:between:1'],
        ['filter', 'nocolon'],
        ['sort', 'id:sideways'],
        ['sort', 'id:desc'],
      ])
    )
    expect(state.filters).toEqual([{ column: 'at', operator: 'gt', value: '2024-01-01T10:00:00Z' }])
    expect(state.sorts).toEqual([{ column: 'id', direction: 'desc' }])
  })

  it('writes plain names readably and leaves other parameters alone', () => {
    const params = writeTableUrlState(new URLSearchParams('schema=public&sort=old:asc'), {
      sorts: [{ column: 'created_at', direction: 'desc' }],
      filters: [{ column: 'status', operator: 'in', value: 'a,b' }],
    })
    expect(params.get('schema')).toBe('public')
    expect(params.getAll('sort')).toEqual(['created_at:desc'])
    expect(params.getAll('filter')).toEqual(['status:in:a,b'])
  })

  it('round-trips any sorts and filters, whatever the column names and values contain', () => {
    fc.assert(
      fc.property(fc.array(sortArb, { maxLength: 3 }), fc.array(filterArb, { maxLength: 4 }), (sorts, filters) => {
        const query = writeTableUrlState(new URLSearchParams(), { sorts, filters }).toString()
        expect(readTableUrlState(new URLSearchParams(query))).toEqual({ sorts, filters })
      }),
      { numRuns: 500 }
    )
  })
})
