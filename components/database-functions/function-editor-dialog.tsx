'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
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
            <div className="flex min-w-0 flex-col gap-1.5">
              <span className="text-sm font-medium">SQL to run</span>
              <pre aria-label="SQL to run" className="min-h-48 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap">
                {sql}
              </pre>
            </div>
          </div>
        </DialogBody>
        <DialogFooter className="flex flex-col items-stretch gap-2">
          {(validationError || change.error) && (
            <p role="alert" className="text-sm text-destructive">
              {validationError ?? `Failed to save the function: ${change.error?.message}`}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={handleSave} disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Save function'}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
