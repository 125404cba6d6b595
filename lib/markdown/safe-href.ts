/** Protocols a rendered markdown link may use (SPEC §2); relative and anchor links have none. */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const
/** Where a link with no href goes. */
export const DEFAULT_LINK_HREF = '/'
/** What a link with a forbidden protocol is rewritten to: it goes nowhere. */
export const NEUTRALISED_HREF = '#'

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  num: '#',
  excl: '!',
  quest: '?',
}

function codePointToString(codePoint: number): string {
  if (!Number.isFinite(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return ''
  return String.fromCodePoint(codePoint)
}

/** Decodes numeric and common named character references; the semicolon is optional, as browsers allow. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const isHex = body[1] === 'x' || body[1] === 'X'
      return codePointToString(parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10))
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match
  })
}

/** Decodes %XX runs as UTF-8 where valid, byte by byte otherwise; never throws. */
function decodePercent(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    }
  })
}

/**
 * Markdown parsers percent-encode destinations (" javascript:" becomes "%20javascript:") and HTML
 * may entity-encode them, so both encodings are undone (repeatedly, for double-encoded payloads).
 * Then whitespace, control and invisible format characters are dropped: URL parsers strip or ignore
 * them inside a scheme ("java\tscript:"). Being stricter than a browser only ever neutralises more.
 */
function normaliseForSchemeCheck(href: string): string {
  let current = href
  for (let round = 0; round < 5; round++) {
    const decoded = decodePercent(decodeEntities(current))
    if (decoded === current) break
    current = decoded
  }
  return current.replace(/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, '').toLowerCase()
}

/** The scheme of a URL (lower case, without the colon), or null for relative and anchor links. */
export function linkProtocol(href: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/.exec(normaliseForSchemeCheck(href))
  return match ? match[1] : null
}

/**
 * The href a rendered markdown link may safely use: the href itself, "/" when there is none, or "#"
 * when it uses any protocol other than http, https, mailto or tel (javascript:, data:, vbscript:, …).
 */
export function safeHref(href: string | null | undefined): string {
  if (href === null || href === undefined || href.trim() === '') return DEFAULT_LINK_HREF
  const protocol = linkProtocol(href)
  if (protocol === null) {
    // A relative link whose text decodes to nothing left (e.g. only control characters) is still "none".
    return normaliseForSchemeCheck(href) === '' ? DEFAULT_LINK_HREF : href.trim()
  }
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(protocol) ? href.trim() : NEUTRALISED_HREF
}

/** True for links that leave the app (http/https with a host, mailto, tel). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href)
}
