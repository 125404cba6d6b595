'use client'

import { useState } from 'react'

import { PasswordStrength } from '@/components/ui/password-strength'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export const WEAK_PASSWORD_MESSAGE = 'Choose a stronger password: the meter must read "This password is strong."'

/** A new account password with the SPEC §5 strength meter (scored by the platform's password check). */
export function NewPasswordField({
  label = 'Password',
  value,
  onChange,
  error,
}: {
  label?: string
  value: string
  onChange: (password: string) => void
  error?: string
}) {
  const [isShown, setIsShown] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} error={error}>
        <Input
          type={isShown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      <div>
        <Button size="tiny" variant="ghost" aria-pressed={isShown} onClick={() => setIsShown(!isShown)}>
          {isShown ? 'Hide password' : 'Show password'}
        </Button>
      </div>
      <PasswordStrength password={value} />
    </div>
  )
}
