import { CODE_HOST, CODE_HOST_LABEL, SUPPORT_EMAIL } from '@/lib/constants'

/** SPEC §8: the auth error code for an unverified code-host account. */
export const UNVERIFIED_CODE_HOST_USER = `UNVERIFIED_${CODE_HOST.toUpperCase()}_USER`

/** The toast text for an auth error: the unverified code-host case has its own, others show their message. */
export function authErrorMessage(error: { message?: string; code?: string } | null | undefined): string {
  const message = error?.message ?? ''
  if (error?.code === UNVERIFIED_CODE_HOST_USER || message.includes(UNVERIFIED_CODE_HOST_USER)) {
    return `Please verify your email on ${CODE_HOST_LABEL} first, then reach out to us at ${SUPPORT_EMAIL} to log into the dashboard`
  }
  return message || 'Unable to sign in'
}
