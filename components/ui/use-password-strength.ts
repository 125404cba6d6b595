'use client'

import { useEffect, useRef, useState } from 'react'

import { usePasswordCheckMutation } from '@/data/profile/password-check-mutation'
import {
  isPasswordTooLong,
  PASSWORD_CHECK_DEBOUNCE_MS,
  strengthFromCheck,
  tooLongResult,
  type PasswordStrengthResult,
} from '@/lib/password/strength'

interface CheckedResult {
  password: string
  result: PasswordStrengthResult
}

export interface PasswordStrengthState {
  /** The result for the current password; null when empty or while its check is pending. */
  result: PasswordStrengthResult | null
  /** What to show: the current result, or while a check is pending the previous one (no flicker). */
  displayedResult: PasswordStrengthResult | null
  /** True while the current password has not been scored yet. */
  isChecking: boolean
}

/**
 * Scores a password as the user types (SPEC §5): empty → nothing; over 99 characters → rejected
 * locally with no server call; otherwise the server scores it once typing pauses.
 */
export function usePasswordStrength(password: string, debounceMs: number = PASSWORD_CHECK_DEBOUNCE_MS): PasswordStrengthState {
  const [checked, setChecked] = useState<CheckedResult | null>(null)
  const { mutateAsync } = usePasswordCheckMutation()
  // Answers can arrive out of order; only the one for the newest password may be shown.
  const latestPassword = useRef(password)

  const isEmpty = password === ''
  const isTooLong = isPasswordTooLong(password)

  useEffect(() => {
    latestPassword.current = password
    if (isEmpty || isTooLong) return
    const timer = setTimeout(() => {
      mutateAsync({ password })
        .then((data) => {
          if (latestPassword.current === password) setChecked({ password, result: strengthFromCheck(data.result) })
        })
        // The mutation already toasted the failure; the previous result stays on screen.
        .catch(() => {})
    }, debounceMs)
    return () => clearTimeout(timer)
  }, [password, isEmpty, isTooLong, debounceMs, mutateAsync])

  if (isEmpty) return { result: null, displayedResult: null, isChecking: false }
  if (isTooLong) {
    const result = tooLongResult()
    return { result, displayedResult: result, isChecking: false }
  }
  const isCurrent = checked?.password === password
  return { result: isCurrent ? checked.result : null, displayedResult: checked?.result ?? null, isChecking: !isCurrent }
}
