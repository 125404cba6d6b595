import { describe, expect, it } from 'vitest'

import { apiKeyNameError, isSecretApiKey } from '@/lib/project-settings/api-key-rules'

describe('apiKeyNameError', () => {
  it('accepts the names the Management API accepts', () => {
    for (const name of ['default', 'backend_server', '_internal', 'app2', 'a'.repeat(64)]) expect(apiKeyNameError(name)).toBeNull()
  })

  it('says what is wrong with the others', () => {
    expect(apiKeyNameError('')).toMatch(/Give the key a name/)
    expect(apiKeyNameError('abc')).toMatch(/at least 4/)
    expect(apiKeyNameError('a'.repeat(65))).toMatch(/at most 64/)
    expect(apiKeyNameError('1abc')).toMatch(/cannot start with a digit/)
    expect(apiKeyNameError('Backend')).toMatch(/lower-case letters/)
    expect(apiKeyNameError('my-key')).toMatch(/lower-case letters/)
    expect(apiKeyNameError('default', ['default'])).toMatch(/"default" already exists/)
  })
})

describe('isSecretApiKey', () => {
  it('treats secret keys and the legacy service_role key as secret', () => {
    expect(isSecretApiKey({ type: 'secret', name: 'x' })).toBe(true)
    expect(isSecretApiKey({ type: 'legacy', name: 'service_role' })).toBe(true)
    expect(isSecretApiKey({ type: 'legacy', name: 'anon' })).toBe(false)
    expect(isSecretApiKey({ type: 'publishable', name: 'x' })).toBe(false)
  })
})
