import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig, toPublicConfig } from '@/lib/config/schema'

describe('runtime configuration', () => {
  it('defaults to self-hosted mode on embedded PGlite with the app’s own platform API', () => {
    const config = parseConfig({})
    expect(config.isPlatform).toBe(false)
    expect(config.platformApiUrl).toBe('/dashboard/api/platform')
    expect(config.postgresUrl).toBeUndefined()
    expect(config.pgliteDataDir).toBe('.data/pglite')
    expect(config.siteUrl).toBe('https://supabase.com')
    expect(config.docsUrl).toBe('https://supabase.com/docs')
    expect(config.statusPageUrl).toBe('https://status.supabase.com')
    expect(config.aiModel).toBe('gpt-5')
    expect(config.statementTimeoutMs).toBe(60_000)
  })

  it('derives the docs URL from SITE_URL and parses lists and flags', () => {
    const config = parseConfig({
      SITE_URL: 'https://example.test/',
      DISABLED_FEATURES: 'billing:all, logs:all ,',
      FEATURE_FLAGS: '{"ongoingIncident":true}',
    })
    expect(config.docsUrl).toBe('https://example.test/docs')
    expect(config.disabledFeatures).toEqual(['billing:all', 'logs:all'])
    expect(config.featureFlags).toEqual({ ongoingIncident: true })
  })

  it('names each bad variable and what it accepts', () => {
    let error: unknown
    try {
      parseConfig({ IS_PLATFORM: 'yes', FEATURE_FLAGS: '[1]', POSTGRES_URL: 'mysql://x', PLATFORM_API_URL: 'https://api.test/v1' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('IS_PLATFORM accepts true or false (got "yes")')
    expect(message).toContain('FEATURE_FLAGS accepts a JSON object')
    expect(message).toContain('POSTGRES_URL accepts a postgres:// or postgresql:// connection string')
    expect(message).toContain('PLATFORM_API_URL accepts a URL that ends in /platform')
  })

  it('requires GOTRUE_URL in platform mode and the dashboard credentials as a pair', () => {
    expect(() => parseConfig({ IS_PLATFORM: 'true' })).toThrow('GOTRUE_URL is required when IS_PLATFORM=true')
    expect(() => parseConfig({ DASHBOARD_USERNAME: 'admin' })).toThrow(
      'DASHBOARD_USERNAME and DASHBOARD_PASSWORD must be set together'
    )
  })

  it('never hands a secret to the browser', () => {
    const config = parseConfig({
      POSTGRES_URL: 'postgres://user:secret@db.internal:5432/app',
      DASHBOARD_USERNAME: 'admin',
      DASHBOARD_PASSWORD: 'hunter2-secret',
      OPENAI_API_KEY: 'sk-secret',
    })
    const serialized = JSON.stringify(toPublicConfig(config))
    expect(serialized).not.toContain('secret')
    expect(toPublicConfig(config).isAiConfigured).toBe(true)
  })
})
