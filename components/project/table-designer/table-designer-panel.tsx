'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'

import { Dialog as GuardedDialog } from '@/components/ui/dialog'
import type { PgTable } from '@/lib/api/types'
import { clearFormDraft } from '@/stores/form-drafts-store'

import { TableDesignerForm, tableDraftKey, type TableDesignerFormProps } from './table-designer-form'

export interface TableDesignerPanelProps extends Omit<TableDesignerFormProps, 'onUnsavedChange'> {
  onClose: () => void
}

/** The New table / Edit table side panel (loaded on first use, with CodeMirror for the SQL review). */
export default function TableDesignerPanel({ table, onClose, ...props }: TableDesignerPanelProps) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false)
  // Closed without saving (nothing typed, or the user chose to discard): the kept draft goes too.
  const handleClose = () => {
    clearFormDraft(tableDraftKey(props.projectRef, table, props.schema))
    onClose()
  }
  return (
    <GuardedDialog open hasUnsavedChanges={hasUnsavedChanges} onOpenChange={(isOpen) => !isOpen && handleClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-4xl flex-col border-l border-border bg-surface text-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-border px-5 py-4">
            <Dialog.Title className="text-base font-medium">{title(table)}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-sm p-1 text-muted hover:text-foreground">
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <TableDesignerForm table={table} onUnsavedChange={setHasUnsavedChanges} {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </GuardedDialog>
  )
}

function title(table: PgTable | null) {
  if (!table) return 'Create a new table'
  return (
    <>
      Edit table <span className="font-mono text-sm text-muted">{`${table.schema}.${table.name}`}</span>
    </>
  )
}
