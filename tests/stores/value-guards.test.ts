import * as v from '@/stores/value-guards'

describe('value guards for stored browser state', () => {
  it('accepts values of the declared shape', () => {
    const history = v.shape({ history: v.recordOf(v.shape({ editor: v.optional(v.string), sql: v.optional(v.string) })) })
    expect(history({ history: { abc: { editor: '12' }, def: {} } })).toBe(true)
    expect(v.oneOf(['dark', 'light'] as const)('dark')).toBe(true)
    expect(v.nullable(v.string)(null)).toBe(true)
    expect(v.arrayOf(v.number)([1, 2])).toBe(true)
    expect(v.shape({ on: v.boolean })({ on: false, extra: 1 })).toBe(true)
  })

  it('refuses corrupt or foreign values', () => {
    const history = v.shape({ history: v.recordOf(v.shape({ editor: v.optional(v.string) })) })
    expect(history({ history: { abc: { editor: 12 } } })).toBe(false)
    expect(history({ history: [] })).toBe(false)
    expect(history(null)).toBe(false)
    expect(v.oneOf(['dark', 'light'] as const)('sepia')).toBe(false)
    expect(v.number(Number.NaN)).toBe(false)
    expect(v.arrayOf(v.string)(['a', 1])).toBe(false)
    expect(v.shape({ on: v.boolean })({})).toBe(false)
  })
})
