'use client'

import { useState } from 'react'

import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordStrength } from '@/components/ui/password-strength'
import { useUserCreateMutation } from '@/data/auth-users/user-create-mutation'
import { emailError } from '@/lib/auth-users/user-rules'
import { MIN_PASSWORD_SCORE, type PasswordStrengthResult } from '@/lib/password/strength'
import { toast } from '@/lib/ui/toast'

import { EmailField, UserFormFooter } from './user-form-parts'

/** Create a user with an e-mail and a password (rated by SPEC §5's strength rules), optionally confirmed. */
export function CreateUserDialog({ projectRef, onClose }: { projectRef: string; onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [autoConfirm, setAutoConfirm] = useState(true)
  const [strength, setStrength] = useState<PasswordStrengthResult | null>(null)
  const [isSubmitted, setIsSubmitted] = useState(false)
  const create = useUserCreateMutation({
    onSuccess: (user) => {
      toast.success(`Created user ${user.email ?? email.trim()}`)
      onClose()
    },
  })
  const serverError = create.error?.message ?? null
  const isEmailRefusal = serverError !== null && /email|registered|user/i.test(serverError) && !/password/i.test(serverError)
  const emailProblem = (isSubmitted ? emailError(email) : null) ?? (isEmailRefusal ? serverError : null)
  const isWeak = strength !== null && strength.strength < MIN_PASSWORD_SCORE
  const passwordProblem =
    (isSubmitted && !password ? 'Enter a password' : null) ??
    (isSubmitted && isWeak ? 'Choose a stronger password' : null) ??
    (isSubmitted && password && strength === null ? 'Checking the password: submit again in a moment' : null) ??
    (serverError && !isEmailRefusal ? serverError : null)

  const submit = () => {
    setIsSubmitted(true)
    create.reset()
    if (emailError(email) || !password || isWeak || strength === null) return
    create.mutate({ projectRef, email: email.trim(), password, autoConfirm })
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <DialogHeader>
            <DialogTitle>Create user</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <EmailField value={email} onChange={setEmail} error={emailProblem} />
            <FormField label="User password" error={passwordProblem}>
              <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </FormField>
            <PasswordStrength password={password} onStrengthChange={setStrength} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={autoConfirm} onChange={(event) => setAutoConfirm(event.target.checked)} />
              Auto-confirm user (no confirmation e-mail)
            </label>
          </DialogBody>
          <UserFormFooter onCancel={onClose} isPending={create.isPending} label="Create user" pendingLabel="Creating…" />
        </form>
      </DialogContent>
    </Dialog>
  )
}
