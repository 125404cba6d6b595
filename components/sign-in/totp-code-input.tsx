'use client'

import type { ComponentProps } from 'react'

import { Input } from '@/components/ui/input'
import { TOTP_CODE_LENGTH } from '@/lib/auth/mfa'

/** A six-digit code field: numeric keypad on phones, one-time-code autofill, no spell checking. */
export function TotpCodeInput(props: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={TOTP_CODE_LENGTH + 2}
      placeholder="123456"
      className="font-mono tracking-widest"
      {...props}
    />
  )
}
