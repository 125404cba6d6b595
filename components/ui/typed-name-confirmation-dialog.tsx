'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export interface TypedNameConfirmationDialogProps {
  /** What is deleted, as its owner named it: typing it exactly enables the button. */
  name: string
  /** What goes with it, said before anything is deleted. */
  description: string
  confirmLabel: string
  isPending: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The confirmation for deletes that cannot be undone (a project, an organization): the action stays
 * disabled until the user has typed the exact name, so a slip of the mouse deletes nothing.
 */
export function TypedNameConfirmationDialog({ name, description, confirmLabel, isPending, error, onConfirm, onCancel }: TypedNameConfirmationDialogProps) {
  const [typed, setTyped] = useState('')
  return (
    <ConfirmationDialog
      visible
      title={`Delete ${name}?`}
      description={description}
      confirmLabel={confirmLabel}
      variant="danger"
      loading={isPending}
      isConfirmDisabled={typed !== name}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <FormField label={`Type ${name} to confirm`} error={error}>
        <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </FormField>
    </ConfirmationDialog>
  )
}
