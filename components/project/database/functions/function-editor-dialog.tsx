'use client'

import { useState } from 'react'

import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import {
  buildCreateFunctionSql,
  buildReplaceFunctionStatements,
  validateFunctionDraft,
  type ExistingFunction,
  type FunctionDraft,
} from '@/lib/functions/function-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { functionKeys } from '@/data/functions/keys'
import { useFormDraft } from '@/stores/form-drafts-store'

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
  const { draft, setDraft, clear: clearDraft, isRestored, isDirty } = useFormDraft(`${projectRef}:function:${original ? `${original.schema}.${original.name}` : 'new'}`, initialDraft)
  // Saved or discarded: the kept draft goes too.
  const close = () => {
    clearDraft()
    onClose()
  }
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useReviewedSql({
    projectRef,
    statements: original ? buildReplaceFunctionStatements(original, initialDraft, draft) : [buildCreateFunctionSql(draft)],
    invalidates: [functionKeys.all(projectRef)],
    onSuccess: () => {
      toast.success(original ? `Function ${draft.name} updated` : `Function ${draft.name} created`)
      close()
    },
  })
  const sql = change.sql

  const handleSave = () => {
    const problem = validateFunctionDraft(draft)
    setValidationError(problem)
    if (!problem) change.run()
  }

  return (
    <SideBySideSqlDialog
      title={original ? `Edit function ${original.name}` : 'Create a function'}
      description={`In schema ${draft.schema}${isRestored ? ' · Your unsaved draft was restored' : ''}`}
      form={
        <FunctionForm
          draft={draft}
          onChange={(next) => {
            setDraft(next)
            setValidationError(null)
          }}
        />
      }
      sql={<SqlPreview sql={sql} className="min-h-48" />}
      problem={validationError ?? (change.error ? `Failed to save the function: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel="Save function"
      runningLabel="Saving…"
      onClose={close}
      hasUnsavedChanges={isDirty}
      onSubmit={handleSave}
    />
  )
}
