'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export interface RenameSnippetDialogProps {
  /** The snippet's current name (the parent mounts the dialog per snippet, so the field starts from it). */
  currentName: string
  isOpen: boolean
  isSaving: boolean
  onRename: (name: string) => void
  onCancel: () => void
}

/** Asks for a snippet's new name; Enter or "Rename" saves it. */
export function RenameSnippetDialog({ currentName, isOpen, isSaving, onRename, onCancel }: RenameSnippetDialogProps) {
  const [name, setName] = useState(currentName)
  const trimmed = name.trim()
  const canRename = trimmed !== '' && trimmed !== currentName && !isSaving
  const handleConfirm = () => {
    if (canRename) onRename(trimmed)
  }
  return (
    <ConfirmationDialog
      visible={isOpen}
      title="Rename snippet"
      confirmLabel="Rename"
      size="small"
      loading={isSaving}
      isConfirmDisabled={!canRename}
      onCancel={onCancel}
      onConfirm={handleConfirm}
    >
      <FormField label="Name" error={trimmed === '' ? 'Enter a name' : null}>
        <Input
          value={name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              handleConfirm()
            }
          }}
        />
      </FormField>
    </ConfirmationDialog>
  )
}
