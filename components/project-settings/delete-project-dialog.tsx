'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** The delete confirmation: Delete stays disabled until the user has typed the project's exact name. */
export function DeleteProjectDialog({
  projectName,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  projectName: string
  isPending: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  const [typed, setTyped] = useState('')
  return (
    <ConfirmationDialog
      visible
      title={`Delete ${projectName}?`}
      description="The project, its database and everything stored in it are deleted. This cannot be undone."
      confirmLabel="Delete project"
      variant="danger"
      loading={isPending}
      isConfirmDisabled={typed !== projectName}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="flex flex-col gap-2">
        <FormField label={`Type ${projectName} to confirm`} error={error}>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </FormField>
      </div>
    </ConfirmationDialog>
  )
}
