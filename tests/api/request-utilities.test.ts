import { describe, expect, it } from 'vitest'

import { resolvePlatformBaseUrl } from '@/lib/api/base-url'
import { parseRetryAfter } from '@/lib/api/retry-after'

describe('resolvePlatformBaseUrl', () => {
  it('removes the trailing /platform segment of an absolute URL', () => {
    expect(resolvePlatformBaseUrl('https://api.example/platform')).toBe('https://api.example')
    expect(resolvePlatformBaseUrl('https://api.example/v0/platform/')).toBe('https://api.example/v0')
  })

  it('resolves a relative (self-hosted) URL against the page origin', () => {
    expect(resolvePlatformBaseUrl('/dashboard/api/platform', 'https://db.internal:8000')).toBe(
      'https://db.internal:8000/dashboard/api'
    )
  })

  it('refuses a relative URL when there is no origin to resolve it against', () => {
    expect(() => resolvePlatformBaseUrl('/dashboard/api/platform')).toThrow(/relative/)
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('30')).toBe(30)
  })

  it('turns an HTTP date into the seconds left', () => {
    const now = Date.parse('2025-05-16T22:00:00Z')
    expect(parseRetryAfter('Fri, 16 May 2025 22:00:45 GMT', now)).toBe(45)
  })

  it('gives undefined when the header is absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
  })
})
