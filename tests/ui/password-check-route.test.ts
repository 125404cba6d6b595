import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type RouteHandler = (request: Request) => Promise<Response>

const URL = 'http://localhost:3000/dashboard/api/platform/profile/password-check'

function post(handler: RouteHandler, body: unknown) {
  return handler(
    new Request(URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  )
}

describe('self-hosted POST /platform/profile/password-check', () => {
  let POST: RouteHandler

  beforeAll(async () => {
    // Self-hosted mode without a dashboard login; the server config is read on first use.
    vi.stubEnv('IS_PLATFORM', 'false')
    vi.stubEnv('DASHBOARD_USERNAME', undefined)
    vi.stubEnv('DASHBOARD_PASSWORD', undefined)
    POST = (await import('@/app/api/platform/profile/password-check/route')).POST
  })
  afterAll(() => vi.unstubAllEnvs())

  it('scores a common password low, with feedback', async () => {
    const response = await post(POST, { password: 'password' })
    expect(response.status).toBe(200)
    const { result } = await response.json()
    expect(result.score).toBe(0)
    expect(Array.isArray(result.feedback.suggestions)).toBe(true)
    expect(result.feedback.suggestions.length).toBeGreaterThan(0)
    expect(typeof result.feedback.warning).toBe('string')
    expect(result.feedback.warning).not.toBe('')
  })

  it('scores a long random passphrase 4', async () => {
    const response = await post(POST, { password: 'vX9#qLm2!tRw8$zKp4@' })
    const { result } = await response.json()
    expect(result).toEqual({ score: 4, feedback: { suggestions: [], warning: '' } })
  })

  it('refuses a password over 99 characters with 400', async () => {
    const response = await post(POST, { password: 'x'.repeat(100) })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toContain('Password should be less than 100 characters')
  })

  it('refuses a body without a string password with 400', async () => {
    expect((await post(POST, {})).status).toBe(400)
    expect((await post(POST, { password: 42 })).status).toBe(400)
  })
})
