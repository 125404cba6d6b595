import { admonitionVariant, ADMONITION_TYPES } from '@/lib/markdown/admonition'

describe('admonitionVariant (SPEC §2)', () => {
  it.each([
    ['note', 'default'],
    ['tip', 'default'],
    ['default', 'default'],
    ['caution', 'warning'],
    ['deprecation', 'warning'],
    ['warning', 'warning'],
    ['danger', 'destructive'],
    ['destructive', 'destructive'],
  ])('maps %s to %s', (type, variant) => {
    expect(admonitionVariant(type)).toBe(variant)
  })

  it('covers every type and falls back to default for unknown ones', () => {
    expect(ADMONITION_TYPES).toHaveLength(8)
    expect(admonitionVariant('something-else')).toBe('default')
    expect(admonitionVariant(undefined)).toBe('default')
  })
})
