import { describe, expect, it } from 'vitest'

import { parseConfig, toPublicConfig } from '@/lib/config/schema'
import { buildContentSecurityPolicy } from '@/lib/server/security/security-headers'

const connectSrc = (env: Record<string, string>) => {
  const csp = buildContentSecurityPolicy(toPublicConfig(parseConfig(env)), 'n', false)
  return /connect-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? []
}

describe('the realtime inspector socket in connect-src', () => {
  it('allows the self-hosted gateway browsers reach (SUPABASE_PUBLIC_URL) over ws', () => {
    const sources = connectSrc({ SUPABASE_URL: 'http://kong:8000', SUPABASE_PUBLIC_URL: 'https://api.example.test/' })
    expect(sources).toEqual(expect.arrayContaining(['https://api.example.test', 'wss://api.example.test']))
    expect(sources).not.toContain('ws://kong:8000')
  })

  it('allows PLATFORM_REALTIME_URL, with {ref} in the host as a wildcard, or else the projects on supabase.co', () => {
    const base = { IS_PLATFORM: 'true', GOTRUE_URL: 'https://auth.example.test/auth/v1' }
    expect(connectSrc({ ...base, PLATFORM_REALTIME_URL: 'https://{ref}.realtime.example.test/realtime/v1' })).toEqual(
      expect.arrayContaining(['https://*.realtime.example.test', 'wss://*.realtime.example.test'])
    )
    expect(connectSrc(base)).toContain('wss://*.supabase.co')
  })
})
