'use client'

import { useState } from 'react'

import { SqlDialogFooter } from '@/components/database-objects/sql-dialog-footer'
import { SqlPreview } from '@/components/database-objects/sql-preview'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useFunctionChangeMutation } from '@/data/database-functions/function-change-mutation'
import {
  buildCreateFunctionSql,
  buildReplaceFunctionStatements,
  validateFunctionDraft,
  type ExistingFunction,
  type FunctionDraft,
} from '@/lib/functions/function-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

import { FunctionForm } from './function-form'

/** Create or edit a function, with the SQL it will run beside the form; a failure keeps everything typed. */
export function FunctionEditorDialog({
  projectRef,
  initialDraft,
  original,
  onClose,
}: {
  projectRef: string
  initialDraft: FunctionDraft
  original?: ExistingFunction
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initialDraft)
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useFunctionChangeMutation({
    onSuccess: () => {
      toast.success(original ? `Function ${draft.name} updated` : `Function ${draft.name} created`)
      onClose()
    },
  })
  const sql = inTransaction(original ? buildReplaceFunctionStatements(original, initialDraft, draft) : [buildCreateFunctionSql(draft)])

  const handleSave = () => {
    const problem = validateFunctionDraft(draft)
    setValidationError(problem)
    if (!problem) change.mutate({ projectRef, sql })
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !change.isPending && onClose()}>
      <DialogContent size="xxlarge" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader className="pr-10">
          <DialogTitle>{original ? `Edit function ${original.name}` : 'Create a function'}</DialogTitle>
          <DialogDescription>{`In schema ${draft.schema}`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="grid gap-6 lg:grid-cols-2">
            <FunctionForm
              draft={draft}
              onChange={(next) => {
                setDraft(next)
                setValidationError(null)
              }}
            />
            <SqlPreview sql={sql} className="min-h-48" />
          </div>
        </DialogBody>
        <SqlDialogFooter
          problem={validationError ?? (change.error ? `Failed to save the function: ${change.error.message}` : null)}
          isRunning={change.isPending}
          submitLabel="Save function"
          runningLabel="Saving…"
          onClose={onClose}
          onSubmit={handleSave}
        />
      </DialogContent>
    </Dialog>
  )
}
