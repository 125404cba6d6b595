import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { hashUserId } from '@/lib/error-reporting/user-id'

describe('hashUserId (SPEC §9: base64 SHA-256 of the user id)', () => {
  it('matches the SHA-256 test vector for "abc"', async () => {
    expect(await hashUserId('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')
  })

  it('agrees with node:crypto for a user id', async () => {
    const id = '6f1c3b9e-2d4a-4c1e-9a57-0c1d2e3f4a5b'
    expect(await hashUserId(id)).toBe(createHash('sha256').update(id).digest('base64'))
  })

  it('hashes different ids differently and never returns the id itself', async () => {
    const [first, second] = await Promise.all([hashUserId('user-1'), hashUserId('user-2')])
    expect(first).not.toBe(second)
    expect(first).not.toContain('user-1')
  })
})
