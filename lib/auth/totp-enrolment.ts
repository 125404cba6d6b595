/**
 * The TOTP enrolment flow as a reducer: name the factor, receive the QR code and secret from the
 * auth server, enter a six-digit code, and finish (or cancel, which removes the unverified factor).
 * Pure so that every transition is tested without a browser.
 */

export interface EnrolledTotp {
  factorId: string
  /** The auth server's QR code as an image URL (data:image/svg+xml). */
  qrCode: string
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string
}

export type TotpEnrolmentState =
  | { step: 'idle'; error: string | null }
  | { step: 'starting' }
  | { step: 'scanning'; factor: EnrolledTotp; error: string | null }
  | { step: 'verifying'; factor: EnrolledTotp }
  | { step: 'done'; factorId: string }

export type TotpEnrolmentEvent =
  | { type: 'start' }
  | { type: 'enrolled'; factor: EnrolledTotp }
  | { type: 'enrol-failed'; message: string }
  | { type: 'submit' }
  | { type: 'verify-failed'; message: string }
  | { type: 'verified' }
  | { type: 'cancel' }

export const INITIAL_TOTP_ENROLMENT: TotpEnrolmentState = { step: 'idle', error: null }

export function totpEnrolmentReducer(state: TotpEnrolmentState, event: TotpEnrolmentEvent): TotpEnrolmentState {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'starting' } : state
    case 'enrolled':
      return state.step === 'starting' ? { step: 'scanning', factor: event.factor, error: null } : state
    case 'enrol-failed':
      return state.step === 'starting' ? { step: 'idle', error: event.message } : state
    case 'submit':
      return state.step === 'scanning' ? { step: 'verifying', factor: state.factor } : state
    case 'verify-failed':
      // A wrong code keeps the QR code and secret on screen: the user just tries the next code.
      return state.step === 'verifying' ? { step: 'scanning', factor: state.factor, error: event.message } : state
    case 'verified':
      return state.step === 'verifying' ? { step: 'done', factorId: state.factor.factorId } : state
    case 'cancel':
      return state.step === 'verifying' ? state : INITIAL_TOTP_ENROLMENT
  }
}

/** The factor whose enrolment is open and unverified (to remove on cancel), if any. */
export function pendingFactorId(state: TotpEnrolmentState): string | null {
  return state.step === 'scanning' || state.step === 'verifying' ? state.factor.factorId : null
}
