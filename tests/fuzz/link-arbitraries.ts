import fc from 'fast-check'

import { EXECUTABLE_PROTOCOLS, XSS_LINK_PAYLOADS } from './xss-link-payloads'

/**
 * The protocol a browser would follow for an href on an app page, or null when the href is not a
 * valid URL at all (then nothing navigates).
 */
export function browserProtocol(href: string): string | null {
  try {
    return new URL(href, 'https://app.example/').protocol
  } catch {
    return null
  }
}

export function isExecutableHref(href: string): boolean {
  const protocol = browserProtocol(href)
  return protocol !== null && (EXECUTABLE_PROTOCOLS as readonly string[]).includes(protocol)
}

const EXECUTABLE_SCHEMES = ['javascript', 'data', 'vbscript', 'livescript'] as const

/** One character written the ways HTML and URL encodings allow (all decoded by safeHref). */
function encodedChar(char: string): fc.Arbitrary<string> {
  const code = char.codePointAt(0) ?? 0
  const hex = code.toString(16)
  return fc.constantFrom(
    char,
    char.toUpperCase(),
    `&#${code};`,
    `&#${code}`,
    `&#0000${code}`,
    `&#x${hex};`,
    `&#X${hex.toUpperCase()};`,
    `%${hex.padStart(2, '0')}`,
    `%${hex.padStart(2, '0').toUpperCase()}`
  )
}

// Characters URL parsers or our normaliser drop from inside a scheme, in raw and encoded forms.
const JUNK = fc.constantFrom('', '', '', '\t', '\n', '\r', '\u0000', '\u200b', '\u00ad', '\ufeff', '&#9;', '&#x0A;', '&tab;', '&newline;', '%09')
const COLON = fc.constantFrom(':', '&colon;', '&#58;', '&#58', '&#x3a;', '&#X3A;', '%3a', '%3A', '&#0000058')
const PREFIX = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u0001', '\u0000', '\u001f', '\u00a0', '\ufeff', '\u2028', '%20', '&#32;'), { maxLength: 3 })
  .map((parts) => parts.join(''))
const BODY = fc.constantFrom('alert(1)', 'alert(document.cookie)', '//%0aalert(1)', 'text/html,<script>alert(1)</script>', 'msgbox(1)')

/** An executable scheme obfuscated letter by letter (case, entities, percent-encoding, junk). */
export const obfuscatedExecutableHref: fc.Arbitrary<string> = fc
  .constantFrom(...EXECUTABLE_SCHEMES)
  .chain((scheme) =>
    fc.tuple(PREFIX, fc.tuple(...[...scheme].map((char) => fc.tuple(encodedChar(char), JUNK))), COLON, BODY)
  )
  .map(([prefix, letters, colon, body]) => `${prefix}${letters.map(([char, junk]) => char + junk).join('')}${colon}${body}`)

const LINK_PIECES = fc.constantFrom(
  'javascript:', 'JavaScript:', 'data:', 'vbscript:', 'livescript:', 'http:', 'https:', 'mailto:', 'tel:', '//', '/', '\\',
  ':', '&', '#', ';', '%', '&#', '&#x', '&#106;', '&colon;', '%3a', '%6a', 'java', 'script', 'alert(1)', ' ', '\t', '\n',
  '\u0000', '\u0001', '\u007f', '\u0085', '\u00a0', '\u200b', '\u2028', '\ufeff', '<', '>', '"', "'", '(', ')', '[', ']', 'a',
  '1', 'evil.com'
)

/** Anything at all: random text, link-shaped soup, listed payloads with noise around them. */
export const hostileHref: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: obfuscatedExecutableHref, weight: 4 },
  { arbitrary: fc.array(LINK_PIECES, { maxLength: 10 }).map((parts) => parts.join('')), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...XSS_LINK_PAYLOADS), fc.nat(), fc.array(LINK_PIECES, { maxLength: 2 }))
      .map(([payload, at, noise]) => {
        const index = at % (payload.length + 1)
        return payload.slice(0, index) + noise.join('') + payload.slice(index)
      }),
    weight: 2,
  },
  { arbitrary: fc.webUrl({ validSchemes: ['http', 'https', 'javascript', 'data', 'vbscript', 'ftp'] }), weight: 1 }
)
