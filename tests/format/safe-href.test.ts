import fc from 'fast-check'

import { linkProtocol, safeHref } from '@/lib/markdown/safe-href'

describe('safeHref (SPEC §2 markdown links)', () => {
  it('goes to "/" when no href is given', () => {
    expect(safeHref(undefined)).toBe('/')
    expect(safeHref(null)).toBe('/')
    expect(safeHref('')).toBe('/')
    expect(safeHref('   ')).toBe('/')
  })

  it.each([
    'https://supabase.com/docs',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:support@supabase.com',
    'tel:+15551234',
    '/project/default/sql/new',
    'relative/path',
    './here',
    '../up',
    '#anchor',
    '?query=1',
  ])('keeps the allowed link %s', (href) => {
    expect(safeHref(href)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u200bscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3a;alert(1)',
    '&amp;#106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
  ])('neutralises %j', (href) => {
    expect(safeHref(href)).toBe('#')
  })

  it('reports the protocol of a link', () => {
    expect(linkProtocol('HTTPS://x.y')).toBe('https')
    expect(linkProtocol(' &#106;avascript:x')).toBe('javascript')
    expect(linkProtocol('/path:with-colon')).toBeNull()
    expect(linkProtocol('#a:b')).toBeNull()
  })

  it('only ever returns "/", "#", or a link without a dangerous scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('javascript:', 'data:', 'vbscript:').chain((scheme) => fc.string().map((rest) => scheme + rest))), (href) => {
        const result = safeHref(href)
        const protocol = linkProtocol(result)
        expect(protocol === null || ['http', 'https', 'mailto', 'tel'].includes(protocol)).toBe(true)
      })
    )
  })
})

describe('safeHref with percent-encoded input', () => {
  it.each(['%20javascript:alert(1)', '%01javascript:alert(1)', 'java%E2%80%8Bscript:alert(1)', '%6Aavascript:alert(1)'])(
    'neutralises %j',
    (href) => {
      expect(safeHref(href)).toBe('#')
    }
  )

  it('keeps malformed escapes without a scheme as relative links', () => {
    expect(safeHref('%ZZpage%E2')).toBe('%ZZpage%E2')
  })
})
