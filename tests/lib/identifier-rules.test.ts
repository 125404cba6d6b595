import { describe, expect, it } from 'vitest'

import { identifierBytes, identifierError } from '@/lib/identifiers/identifier-rules'

describe('identifier rules', () => {
  it('counts the 63-byte limit in UTF-8 bytes, not characters', () => {
    expect(identifierError('table', 'a'.repeat(63))).toBeNull()
    expect(identifierError('table', 'a'.repeat(64))).toBe('A table name can be at most 63 bytes; this one is 64. Postgres would cut it short.')
    // 32 characters, 64 bytes.
    const accented = 'é'.repeat(32)
    expect(identifierBytes(accented)).toBe(64)
    expect(identifierError('column', accented)).toBe(
      'A column name can be at most 63 bytes; this one is 64 (32 characters; letters outside ASCII take more than one byte). Postgres would cut it short.'
    )
  })

  it('every kind refuses an empty name and a NUL', () => {
    for (const kind of ['table', 'column', 'schema', 'function', 'policy', 'trigger', 'type', 'role', 'bucket', 'branch', 'function slug'] as const) {
      expect(identifierError(kind, '  ')).toBe(`Give the ${kind} a name.`)
      expect(identifierError(kind, 'a\u0000b')).toMatch(/NUL/)
      expect(identifierError(kind, 'x'.repeat(64))).toMatch(/at most 63 bytes/)
    }
  })

  it('applies the rules of each kind', () => {
    expect(identifierError('role', 'pg_admin')).toMatch(/reserved/)
    expect(identifierError('role', 'public')).toMatch(/reserved/)
    expect(identifierError('schema', 'pg_mine')).toMatch(/reserved/)
    expect(identifierError('bucket', 'Avatars')).toMatch(/lower-case/)
    expect(identifierError('bucket', 'avatars.v2')).toBeNull()
    expect(identifierError('function slug', '1hello')).toMatch(/Start with a letter/)
    expect(identifierError('function slug', 'hello-world')).toBeNull()
    expect(identifierError('branch', 'feature one')).toMatch(/spaces/)
    expect(identifierError('branch', 'feature/one')).toBeNull()
    expect(identifierError('table', 'Any "name" at all')).toBeNull()
  })
})
