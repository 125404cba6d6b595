'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useTriggerChangeMutation } from '@/data/database-triggers/trigger-change-mutation'
import { buildCreateTriggerSql, validateTriggerDraft, type TriggerDraft } from '@/lib/triggers/trigger-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

import { TriggerForm } from './trigger-form'

/** Create a trigger with the SQL beside the form; a failure keeps the form and shows Postgres's message. */
export function TriggerEditorDialog({
  projectRef,
  initialDraft,
  tables,
  functions,
  onClose,
}: {
  projectRef: string
  initialDraft: TriggerDraft
  tables: readonly string[]
  functions: readonly { schema: string; name: string }[]
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initialDraft)
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useTriggerChangeMutation({
    onSuccess: () => {
      toast.success(`Trigger ${draft.name} created`)
      onClose()
    },
  })
  const sql = inTransaction(buildCreateTriggerSql(draft))

  const handleSave = () => {
    const problem = validateTriggerDraft(draft)
    setValidationError(problem)
    if (!problem) change.mutate({ projectRef, sql })
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !change.isPending && onClose()}>
      <DialogContent size="xxlarge" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader className="pr-10">
          <DialogTitle>Create a trigger</DialogTitle>
          <DialogDescription>{`On a table of the schema ${draft.schema}`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="grid gap-6 lg:grid-cols-2">
            <TriggerForm
              draft={draft}
              tables={tables}
              functions={functions}
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
              {validationError ?? `Failed to create the trigger: ${change.error?.message}`}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={handleSave} disabled={change.isPending}>
              {change.isPending ? 'Creating…' : 'Create trigger'}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
