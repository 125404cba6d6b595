'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** Delete stays disabled until the organization's exact name is typed. */
export function DeleteOrganizationDialog({
  name,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  name: string
  isPending: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  const [typed, setTyped] = useState('')
  return (
    <ConfirmationDialog
      visible
      title={`Delete ${name}?`}
      description="The organization, its members’ access and its billing details are deleted. This cannot be undone."
      confirmLabel="Delete organization"
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
