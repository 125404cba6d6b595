'use client'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'

export interface DeleteSnippetDialogProps {
  name: string | null
  isDeleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Confirms deleting a snippet (open while `name` is set). */
export function DeleteSnippetDialog({ name, isDeleting, onConfirm, onCancel }: DeleteSnippetDialogProps) {
  return (
    <ConfirmationDialog
      visible={name !== null}
      title="Delete snippet"
      description={`"${name ?? ''}" will be deleted permanently. This cannot be undone.`}
      confirmLabel="Delete"
      variant="danger"
      size="small"
      loading={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
