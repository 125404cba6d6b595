import { describe, expect, it } from 'vitest'

import {
  abandonedFactors,
  canEnrolAnotherFactor,
  factorLabel,
  isTotpCode,
  MAX_ENROLLED_FACTORS,
  mfaErrorMessage,
  needsMfaChallenge,
  normalizeTotpCode,
  verifiedFactors,
} from '@/lib/auth/mfa'

const factor = (id: string, status: string, friendly_name = '') => ({ id, status, friendly_name, factor_type: 'totp' })

describe('MFA rules', () => {
  it('a password session is challenged only when a verified factor makes aal2 reachable', () => {
    expect(needsMfaChallenge({ currentLevel: 'aal1', nextLevel: 'aal2' })).toBe(true)
    expect(needsMfaChallenge({ currentLevel: 'aal1', nextLevel: 'aal1' })).toBe(false)
    expect(needsMfaChallenge({ currentLevel: 'aal2', nextLevel: 'aal2' })).toBe(false)
    expect(needsMfaChallenge({ currentLevel: null, nextLevel: null })).toBe(false)
  })

  it('accepts six digits, with the spaces authenticator apps show', () => {
    expect(isTotpCode(normalizeTotpCode('123 456'))).toBe(true)
    expect(isTotpCode('12345')).toBe(false)
    expect(isTotpCode('1234567')).toBe(false)
    expect(isTotpCode('12a456')).toBe(false)
  })

  it('splits verified factors from abandoned enrolments', () => {
    const factors = [factor('a', 'verified'), factor('b', 'unverified')]
    expect(verifiedFactors(factors).map((entry) => entry.id)).toEqual(['a'])
    expect(abandonedFactors(factors).map((entry) => entry.id)).toEqual(['b'])
  })

  it('stops enrolment at the auth server limit of verified factors', () => {
    const full = Array.from({ length: MAX_ENROLLED_FACTORS }, (_, index) => factor(String(index), 'verified'))
    expect(canEnrolAnotherFactor(full)).toBe(false)
    expect(canEnrolAnotherFactor(full.slice(1))).toBe(true)
  })

  it('names factors and explains auth server errors in words', () => {
    expect(factorLabel(factor('a', 'verified', 'Phone'))).toBe('Phone')
    expect(factorLabel(factor('a', 'verified', '  '))).toBe('Authenticator app')
    expect(mfaErrorMessage({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })).toMatch(/code is not correct/)
    expect(mfaErrorMessage({ code: 'something_new', message: 'Server said no' })).toBe('Server said no')
  })
})
