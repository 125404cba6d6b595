'use client'

import { useState } from 'react'

import { PasswordStrength } from '@/components/ui/password-strength'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { generateDatabasePassword } from '@/lib/new-project/generate-password'
import type { PasswordStrengthResult } from '@/lib/password/strength'

export interface DatabasePasswordFieldProps {
  value: string
  onChange: (password: string) => void
  onStrengthChange: (result: PasswordStrengthResult | null) => void
  error?: string
}

/** The database password with its strength meter, a generator and a show/copy pair for generated ones. */
export function DatabasePasswordField({ value, onChange, onStrengthChange, error }: DatabasePasswordFieldProps) {
  const [isShown, setIsShown] = useState(false)

  const handleGenerate = () => {
    onChange(generateDatabasePassword())
    // A generated password is useless unless the user can see and keep it.
    setIsShown(true)
  }

  return (
    <div className="flex flex-col gap-2">
      <FormField
        label="Database password"
        error={error}
        description="You need it to connect to the database directly. Store it somewhere safe."
      >
        <Input
          type={isShown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button size="tiny" onClick={handleGenerate}>
          Generate a password
        </Button>
        <Button size="tiny" variant="ghost" aria-pressed={isShown} onClick={() => setIsShown(!isShown)}>
          {isShown ? 'Hide password' : 'Show password'}
        </Button>
        {value && <CopyButton size="tiny" variant="ghost" text={value} />}
      </div>
      <PasswordStrength password={value} onStrengthChange={onStrengthChange} />
    </div>
  )
}
