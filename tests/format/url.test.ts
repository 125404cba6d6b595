import { isValidHttpUrl } from '@/lib/format/url'

describe('isValidHttpUrl (SPEC §5)', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1#x', 'HTTPS://EXAMPLE.COM', 'http://localhost:8000'])(
    'accepts %s',
    (url) => expect(isValidHttpUrl(url)).toBe(true)
  )

  it.each(['ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.c', 'example.com', '/relative', '', 'http://', null, undefined])(
    'rejects %s',
    (url) => expect(isValidHttpUrl(url)).toBe(false)
  )
})
