import fc from 'fast-check'

import { parseJsonInput, stripTrailingCommas } from '@/lib/format/json-input'

describe('parseJsonInput (SPEC §5)', () => {
  it('turns empty or blank input into null', () => {
    for (const input of ['', '   ', '\n\t', null, undefined]) {
      expect(parseJsonInput(input)).toEqual({ success: true, data: null })
    }
  })

  it('turns numeric JSON into a number', () => {
    expect(parseJsonInput('42')).toEqual({ success: true, data: 42 })
    expect(parseJsonInput(' -1.5e3 ')).toEqual({ success: true, data: -1500 })
  })

  it('parses objects, arrays and strings', () => {
    expect(parseJsonInput('{"a": [1, "b", null]}')).toEqual({ success: true, data: { a: [1, 'b', null] } })
    expect(parseJsonInput('"42"')).toEqual({ success: true, data: '42' })
  })

  it('reports invalid JSON as a failure instead of throwing', () => {
    const result = parseJsonInput('{"a": 1,}')
    expect(result.success).toBe(false)
    expect(parseJsonInput('{oops').success).toBe(false)
  })

  it('strips trailing commas when asked', () => {
    expect(parseJsonInput('{"a": [1, 2,], "b": {"c": 3,},}', { stripTrailingCommas: true })).toEqual({
      success: true,
      data: { a: [1, 2], b: { c: 3 } },
    })
  })

  it('leaves commas inside strings alone', () => {
    expect(stripTrailingCommas('["a,]", "b\\",}",]')).toBe('["a,]", "b\\",}"]')
    expect(parseJsonInput('{"k": ",}",}', { stripTrailingCommas: true })).toEqual({ success: true, data: { k: ',}' } })
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (input, shouldStrip) => {
        const result = parseJsonInput(input, { stripTrailingCommas: shouldStrip })
        expect(typeof result.success).toBe('boolean')
      })
    )
  })

  it('round-trips any JSON value, with or without trailing-comma stripping', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, shouldStrip) => {
        const text = JSON.stringify(value)
        // -0 serialises as 0, which is what a user typing it would get back.
        expect(parseJsonInput(text, { stripTrailingCommas: shouldStrip })).toEqual({ success: true, data: JSON.parse(text) })
      })
    )
  })
})
