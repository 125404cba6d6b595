import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig } from '@/lib/config/schema'

describe('self-hosted configuration', () => {
  it('defaults the pool, body limit and login switch', () => {
    const config = parseConfig({})
    expect(config.pgPoolMax).toBe(10)
    expect(config.queryMaxBytes).toBe(1_048_576)
    expect(config.dashboardAuth).toBe('on')
    expect(config.selfHostedProjects).toEqual({})
    expect(config.dashboardSessionSecret).toBeUndefined()
  })

  it('reads extra projects, limits and DASHBOARD_AUTH=off', () => {
    const config = parseConfig({
      SELF_HOSTED_PROJECTS: 'analytics=postgres://u:p@db.internal:5432/analytics, legacy=postgresql://db/legacy',
      PG_POOL_MAX: '4',
      QUERY_MAX_BYTES: '2048',
      DASHBOARD_AUTH: 'off',
    })
    expect(config.selfHostedProjects).toEqual({
      analytics: 'postgres://u:p@db.internal:5432/analytics',
      legacy: 'postgresql://db/legacy',
    })
    expect(config).toMatchObject({ pgPoolMax: 4, queryMaxBytes: 2048, dashboardAuth: 'off' })
  })

  it('names bad values', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as Error).message
      }
      return ''
    }
    expect(problems({ SELF_HOSTED_PROJECTS: 'default=postgres://x/y' })).toContain(
      'SELF_HOSTED_PROJECTS accepts comma-separated ref=postgres://… pairs'
    )
    expect(problems({ SELF_HOSTED_PROJECTS: 'x=mysql://y' })).toContain('SELF_HOSTED_PROJECTS accepts')
    expect(problems({ PG_POOL_MAX: '0' })).toContain('PG_POOL_MAX accepts a number of at least 1')
    expect(problems({ DASHBOARD_AUTH: 'maybe' })).toContain('DASHBOARD_AUTH accepts on or off')
    expect(problems({ DASHBOARD_SESSION_SECRET: 'short' })).toContain('DASHBOARD_SESSION_SECRET accepts a secret of at least 32 characters')
  })
})
