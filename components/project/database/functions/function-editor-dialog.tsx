'use client'

import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import { useDraftChange } from '@/components/project/database/objects/use-draft-change'
import {
  buildCreateFunctionSql,
  buildReplaceFunctionStatements,
  validateFunctionDraft,
  type ExistingFunction,
  type FunctionDraft,
} from '@/lib/functions/function-sql'
import { functionKeys } from '@/data/functions/keys'

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
  const { draft, edit, isRestored, isDirty, close, save, change, validationError } = useDraftChange({
    projectRef,
    draftKey: `${projectRef}:function:${original ? `${original.schema}.${original.name}` : 'new'}`,
    initialDraft,
    statementsOf: (current) => (original ? buildReplaceFunctionStatements(original, initialDraft, current) : [buildCreateFunctionSql(current)]),
    invalidates: [functionKeys.all(projectRef)],
    validate: validateFunctionDraft,
    doneMessage: (current) => (original ? `Function ${current.name} updated` : `Function ${current.name} created`),
    onClose,
  })

  return (
    <SideBySideSqlDialog
      title={original ? `Edit function ${original.name}` : 'Create a function'}
      description={`In schema ${draft.schema}${isRestored ? ' · Your unsaved draft was restored' : ''}`}
      form={
        <FunctionForm
          draft={draft}
          onChange={edit}
        />
      }
      sql={<SqlPreview sql={change.sql} className="min-h-48" />}
      problem={validationError ?? (change.error ? `Failed to save the function: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel="Save function"
      runningLabel="Saving…"
      onClose={close}
      hasUnsavedChanges={isDirty}
      onSubmit={save}
    />
  )
}
