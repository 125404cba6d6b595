import { describe, expect, it } from 'vitest'

import {
  INITIAL_TOTP_ENROLMENT,
  pendingFactorId,
  totpEnrolmentReducer,
  type TotpEnrolmentEvent,
  type TotpEnrolmentState,
} from '@/lib/auth/totp-enrolment'

const FACTOR = { factorId: 'f-1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP' }

function run(events: TotpEnrolmentEvent[], from: TotpEnrolmentState = INITIAL_TOTP_ENROLMENT) {
  return events.reduce(totpEnrolmentReducer, from)
}

describe('TOTP enrolment flow', () => {
  it('goes from naming to scanning to verifying to done', () => {
    expect(run([{ type: 'start' }])).toEqual({ step: 'starting' })
    expect(run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }])).toEqual({ step: 'scanning', factor: FACTOR, error: null })
    expect(run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }, { type: 'submit' }])).toEqual({ step: 'verifying', factor: FACTOR })
    expect(run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }, { type: 'submit' }, { type: 'verified' }])).toEqual({
      step: 'done',
      factorId: 'f-1',
    })
  })

  it('a wrong code keeps the QR code and secret and says why', () => {
    const state = run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }, { type: 'submit' }, { type: 'verify-failed', message: 'Wrong code' }])
    expect(state).toEqual({ step: 'scanning', factor: FACTOR, error: 'Wrong code' })
    // The next attempt clears nothing it should not: a new submit verifies the same factor.
    expect(totpEnrolmentReducer(state, { type: 'submit' })).toEqual({ step: 'verifying', factor: FACTOR })
  })

  it('a failed enrolment returns to the name step with the error', () => {
    expect(run([{ type: 'start' }, { type: 'enrol-failed', message: 'Too many factors' }])).toEqual({ step: 'idle', error: 'Too many factors' })
  })

  it('cancelling while scanning resets and names the unverified factor to remove', () => {
    const scanning = run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }])
    expect(pendingFactorId(scanning)).toBe('f-1')
    expect(totpEnrolmentReducer(scanning, { type: 'cancel' })).toEqual(INITIAL_TOTP_ENROLMENT)
    expect(pendingFactorId(INITIAL_TOTP_ENROLMENT)).toBeNull()
  })

  it('ignores events that do not belong to the current step', () => {
    expect(run([{ type: 'submit' }])).toEqual(INITIAL_TOTP_ENROLMENT)
    expect(run([{ type: 'verified' }])).toEqual(INITIAL_TOTP_ENROLMENT)
    expect(run([{ type: 'enrolled', factor: FACTOR }])).toEqual(INITIAL_TOTP_ENROLMENT)
    const verifying = run([{ type: 'start' }, { type: 'enrolled', factor: FACTOR }, { type: 'submit' }])
    // A verification in flight cannot be cancelled out from under it.
    expect(totpEnrolmentReducer(verifying, { type: 'cancel' })).toBe(verifying)
    expect(totpEnrolmentReducer(verifying, { type: 'start' })).toBe(verifying)
  })
})
