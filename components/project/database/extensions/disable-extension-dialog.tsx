'use client'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'

export interface DisableExtensionDialogProps {
  /** The extension to disable; null closes the dialog. */
  name: string | null
  isDisabling: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Confirms disabling (dropping) an extension. */
export function DisableExtensionDialog({ name, isDisabling, onConfirm, onCancel }: DisableExtensionDialogProps) {
  return (
    <ConfirmationDialog
      visible={name !== null}
      size="medium"
      variant="danger"
      title={name ? `Disable ${name}` : undefined}
      description={name ? `Are you sure you want to turn OFF the "${name}" extension?` : undefined}
      confirmLabel="Disable extension"
      loading={isDisabling}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-muted">Objects that use it (columns, indexes, functions) must be removed first.</p>
    </ConfirmationDialog>
  )
}
