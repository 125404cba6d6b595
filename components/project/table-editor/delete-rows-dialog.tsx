'use client'

import { Admonition } from '@/components/ui/admonition'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'

export interface DeleteRowsDialogProps {
  isOpen: boolean
  count: number
  tableName: string
  onConfirm: () => void
  onCancel: () => void
  isDeleting: boolean
  error?: string | null
}

/** Confirms deleting the selected rows; a failure stays in the dialog. */
export function DeleteRowsDialog({ isOpen, count, tableName, onConfirm, onCancel, isDeleting, error }: DeleteRowsDialogProps) {
  const rows = count === 1 ? '1 row' : `${count} rows`
  return (
    <ConfirmationDialog
      visible={isOpen}
      size="medium"
      variant="danger"
      title={`Delete ${rows}`}
      description={`This permanently deletes ${rows} from ${tableName}. This cannot be undone.`}
      confirmLabel={`Delete ${rows}`}
      loading={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {error ? (
        <Admonition type="danger" title="The rows were not deleted">
          {error}
        </Admonition>
      ) : null}
    </ConfirmationDialog>
  )
}
