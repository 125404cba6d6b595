'use client'

import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** The user dialogs' e-mail field: one label and input, the problem (emailError or the server's refusal) under it. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <FormField label="E-mail address" error={error}>
      <Input type="email" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  )
}

/** Cancel, and the submit button that says what it is doing while the request runs. */
export function UserFormFooter({
  onCancel,
  isPending,
  label,
  pendingLabel,
}: {
  onCancel: () => void
  isPending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <DialogFooter>
      <Button type="button" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  )
}
