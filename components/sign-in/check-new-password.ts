import { checkPassword, passwordCheckErrorMessage } from '@/data/profile/password-check-mutation'
import { isAcceptablePassword, isPasswordTooLong, strengthFromCheck, tooLongResult } from '@/lib/password/strength'

import { WEAK_PASSWORD_MESSAGE } from './new-password-field'

/**
 * The password rule of every page that sets an account password, checked when the form is sent: the
 * platform's score must reach the minimum. Asked afresh rather than taken from the meter, whose
 * verdict may trail the field by a render. Returns the field's error, or undefined when acceptable.
 */
export async function newPasswordError(password: string): Promise<string | undefined> {
  if (!password) return 'Choose a password'
  if (isPasswordTooLong(password)) return tooLongResult().warning
  try {
    const { result } = await checkPassword({ password })
    return isAcceptablePassword(strengthFromCheck(result)) ? undefined : WEAK_PASSWORD_MESSAGE
  } catch (error) {
    return passwordCheckErrorMessage(error instanceof Error ? error.message : String(error))
  }
}
