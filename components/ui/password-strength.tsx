'use client'

import { useEffect } from 'react'

import { PASSWORD_STRENGTH, type PasswordStrengthResult, type StrengthColour } from '@/lib/password/strength'
import { cn } from '@/lib/utils/cn'

import { usePasswordStrength } from './use-password-strength'

const COLOUR_CLASSES: Record<StrengthColour, string> = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-500',
  green: 'bg-green-500',
}

export interface PasswordStrengthProps {
  password: string
  /** Receives the current password's result (null when empty or still checking), e.g. to block weak passwords. */
  onStrengthChange?: (result: PasswordStrengthResult | null) => void
  debounceMs?: number
  className?: string
}

/** The strength meter under a password field: a coloured bar, the verdict and any warning. */
export function PasswordStrength({ password, onStrengthChange, debounceMs, className }: PasswordStrengthProps) {
  const { result, displayedResult, isChecking } = usePasswordStrength(password, debounceMs)

  useEffect(() => {
    onStrengthChange?.(result)
  }, [result, onStrengthChange])

  if (!displayedResult) return null
  const level = PASSWORD_STRENGTH[displayedResult.strength]

  return (
    <div className={cn('flex flex-col gap-1.5', className)} aria-live="polite" aria-busy={isChecking || undefined}>
      <div
        role="progressbar"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={displayedResult.strength}
        className="h-1.5 w-full overflow-hidden rounded-full bg-border"
      >
        <div
          data-testid="password-strength-bar"
          data-colour={level.colour}
          className={cn('h-full rounded-full transition-all', COLOUR_CLASSES[level.colour])}
          style={{ width: level.width }}
        />
      </div>
      <p className="text-xs text-muted">{displayedResult.message}</p>
      {displayedResult.warning && <p className="text-xs text-warning">{displayedResult.warning}</p>}
    </div>
  )
}
