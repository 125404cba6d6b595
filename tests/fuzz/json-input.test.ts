import fc from 'fast-check'

import { parseJsonInput, stripTrailingCommas } from '@/lib/format/json-input'

// JSON has no -0: the canonical value of a generated one is what JSON can carry.
const jsonValue = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)

// Strings full of what trips a comma stripper: commas before brackets, quotes, backslashes.
const trickyString = fc
  .array(fc.constantFrom(',', ']', '}', '"', '\\', ' ', '\n', 'a', ',]', ', }', '\\",]', '\u2028', '\ud83d\ude00'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''))

const { trickyValue } = fc.letrec<{ trickyValue: unknown }>((tie) => ({
  trickyValue: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    trickyString,
    fc.array(tie('trickyValue'), { maxLength: 4 }),
    fc.dictionary(trickyString, tie('trickyValue'), { maxKeys: 4, noNullPrototype: true })
  ),
}))

const JSON_WHITESPACE = fc.constantFrom('', '', ' ', '\n', '\t', '\r\n  ')

/** Serialises like JSON.stringify but with a trailing comma after the last member of containers. */
function stringifyWithTrailingCommas(value: unknown, spaces: string[]): string {
  let counter = 0
  const space = () => spaces[counter++ % spaces.length] ?? ''
  const write = (current: unknown): string => {
    if (Array.isArray(current)) {
      if (current.length === 0) return '[]'
      return `[${current.map((item) => `${space()}${write(item)}`).join(',')},${space()}]`
    }
    if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current)
      if (entries.length === 0) return '{}'
      const members = entries.map(([key, item]) => `${space()}${JSON.stringify(key)}:${space()}${write(item)}`)
      return `{${members.join(',')},${space()}}`
    }
    return JSON.stringify(current)
  }
  return write(value)
}

function hasNonEmptyContainer(value: unknown): boolean {
  return (Array.isArray(value) && value.length > 0) || (value !== null && typeof value === 'object' && Object.keys(value).length > 0)
}

const JSON_SOUP_PIECES = [
  '{', '}', '[', ']', ',', ',]', ',}', ', ]', ':', '"', '\\', '\\"', '\\u', '\\u00', '1', '-', '-0', '0.', '.5', 'e', 'E+',
  '1e999', 'true', 'tru', 'null', 'NaN', 'Infinity', ' ', '\n', '\t', '\u00a0', '\ufeff', '\u2028', '\u0000', 'a', "'",
  '/*', '*/', '//', '\ud800', '\ud83d\ude00', '"__proto__"', '"constructor"',
]
const jsonSoup = fc.array(fc.constantFrom(...JSON_SOUP_PIECES), { maxLength: 20 }).map((parts) => parts.join(''))

const anyInput: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  jsonSoup,
  fc.tuple(jsonValue, fc.array(JSON_WHITESPACE, { minLength: 1, maxLength: 4 })).map(([value, spaces]) =>
    stringifyWithTrailingCommas(value, spaces)
  ),
  fc.tuple(fc.json(), fc.nat(), jsonSoup).map(([json, at, noise]) => {
    const index = at % (json.length + 1)
    return json.slice(0, index) + noise + json.slice(index)
  })
)

describe('parseJsonInput under fuzzing (SPEC §5 JSON input)', () => {
  it('never throws and always answers with a well-formed result', () => {
    fc.assert(
      fc.property(anyInput, fc.boolean(), (input, shouldStrip) => {
        const result = parseJsonInput(input, { stripTrailingCommas: shouldStrip })
        if (result.success) {
          expect(Object.keys(result).sort()).toEqual(['data', 'success'])
        } else {
          expect(typeof result.error).toBe('string')
          expect(result.error.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 3_000 }
    )
  })

  it('turns blank input into null', () => {
    const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\ufeff', '\u3000'), { maxLength: 8 })
    fc.assert(
      fc.property(blank, fc.boolean(), (parts, shouldStrip) => {
        expect(parseJsonInput(parts.join(''), { stripTrailingCommas: shouldStrip })).toEqual({ success: true, data: null })
      })
    )
  })

  it('turns numeric JSON into that number', () => {
    const numericText = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,20}$/)),
        fc.option(fc.stringMatching(/^[0-9]{1,20}$/)),
        fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.stringMatching(/^[0-9]{1,4}$/)))
      )
      .map(([sign, whole, fraction, exponent]) =>
        [sign, whole, fraction === null ? '' : `.${fraction}`, exponent === null ? '' : exponent.join('')].join('')
      )
    fc.assert(
      fc.property(numericText, JSON_WHITESPACE, JSON_WHITESPACE, (text, before, after) => {
        const result = parseJsonInput(`${before}${text}${after}`)
        expect(result.success).toBe(true)
        const data = result.success ? result.data : undefined
        expect(typeof data).toBe('number')
        expect(Object.is(data, Number(text))).toBe(true)
      }),
      { numRuns: 2_000 }
    )
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const result = parseJsonInput(JSON.stringify(value))
        expect(result).toEqual({ success: true, data: value === 0 ? 0 : value })
      }),
      { numRuns: 2_000 }
    )
  })

  it('round-trips every JSON value, with and without trailing-comma stripping', () => {
    fc.assert(
      fc.property(fc.oneof(jsonValue, trickyValue), fc.boolean(), fc.boolean(), (value, isPretty, shouldStrip) => {
        const text = isPretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)
        expect(parseJsonInput(text, { stripTrailingCommas: shouldStrip })).toEqual({ success: true, data: value })
      }),
      { numRuns: 2_000 }
    )
  })

  it('leaves valid JSON untouched when stripping trailing commas, even inside tricky strings', () => {
    fc.assert(
      fc.property(trickyValue, (value) => {
        const text = JSON.stringify(value)
        expect(stripTrailingCommas(text)).toBe(text)
      }),
      { numRuns: 2_000 }
    )
  })

  it('accepts trailing commas only when asked to strip them', () => {
    fc.assert(
      fc.property(
        fc.oneof(jsonValue, trickyValue).filter(hasNonEmptyContainer),
        fc.array(JSON_WHITESPACE, { minLength: 1, maxLength: 4 }),
        (value, spaces) => {
          const text = stringifyWithTrailingCommas(value, spaces)
          expect(parseJsonInput(text, { stripTrailingCommas: true })).toEqual({ success: true, data: value })
          expect(parseJsonInput(text).success).toBe(false)
        }
      ),
      { numRuns: 2_000 }
    )
  })
})
