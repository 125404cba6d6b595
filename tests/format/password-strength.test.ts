import {
  MIN_PASSWORD_SCORE,
  needsServerCheck,
  PASSWORD_MAX_LENGTH,
  PASSWORD_STRENGTH,
  strengthFromCheck,
  tooLongResult,
} from '@/lib/password/strength'

describe('password strength rules (SPEC §5)', () => {
  it('has the exact limits and score table', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(99)
    expect(MIN_PASSWORD_SCORE).toBe(4)
    expect(PASSWORD_STRENGTH).toEqual({
      0: { label: 'This password is not acceptable.', width: '10%', colour: 'red' },
      1: { label: 'This password is not secure enough.', width: '30%', colour: 'red' },
      2: { label: 'This password is not secure enough.', width: '50%', colour: 'yellow' },
      3: { label: 'Not bad, but your password must be harder to guess.', width: '80%', colour: 'yellow' },
      4: { label: 'This password is strong.', width: '100%', colour: 'green' },
    })
  })

  it('checks neither empty nor over-long passwords on the server', () => {
    expect(needsServerCheck('')).toBe(false)
    expect(needsServerCheck('a'.repeat(99))).toBe(true)
    expect(needsServerCheck('a'.repeat(100))).toBe(false)
  })

  it('describes an over-long password with the lowest label', () => {
    expect(tooLongResult()).toEqual({
      message: 'This password is not acceptable. Maximum length of password exceeded',
      warning: 'Password should be less than 100 characters',
      strength: 0,
    })
  })

  it('joins the label and the suggestions', () => {
    expect(
      strengthFromCheck({ score: 1, feedback: { suggestions: ['Add another word or two.', 'Avoid common phrases.'], warning: 'This is a top-100 common password' } })
    ).toEqual({
      message: 'This password is not secure enough. Add another word or two. Avoid common phrases.',
      warning: 'This is a top-100 common password. You need a stronger password.',
      strength: 1,
    })
  })

  it('does not double the period of a server warning and copes with no warning', () => {
    expect(strengthFromCheck({ score: 3, feedback: { suggestions: [], warning: 'Short keyboard patterns are easy to guess.' } })).toEqual({
      message: 'Not bad, but your password must be harder to guess.',
      warning: 'Short keyboard patterns are easy to guess. You need a stronger password.',
      strength: 3,
    })
    expect(strengthFromCheck({ score: 0, feedback: { suggestions: [], warning: '' } }).warning).toBe('You need a stronger password.')
  })

  it('gives no warning at the minimum score and clamps odd scores', () => {
    expect(strengthFromCheck({ score: 4, feedback: { suggestions: [], warning: 'ignored' } })).toEqual({
      message: 'This password is strong.',
      warning: '',
      strength: 4,
    })
    expect(strengthFromCheck({ score: 9 }).strength).toBe(4)
    expect(strengthFromCheck({ score: -1 }).strength).toBe(0)
  })
})
