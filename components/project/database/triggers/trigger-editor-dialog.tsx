'use client'

import { useState } from 'react'

import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import {
  buildCreateTriggerSql,
  buildReplaceTriggerStatements,
  validateTriggerDraft,
  type ExistingTrigger,
  type TriggerDraft,
} from '@/lib/triggers/trigger-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { triggerKeys } from '@/data/triggers/keys'
import { useFormDraft } from '@/stores/form-drafts-store'

import { TriggerForm } from './trigger-form'

/**
 * Create or edit a trigger with the SQL beside the form (an edit drops and creates it in one
 * transaction); a failure keeps the form and shows Postgres's message.
 */
export function TriggerEditorDialog({
  projectRef,
  initialDraft,
  original,
  tables,
  functions,
  onClose,
}: {
  projectRef: string
  initialDraft: TriggerDraft
  /** The trigger being edited; absent when creating. */
  original?: ExistingTrigger & { isDisabled?: boolean }
  tables: readonly string[]
  functions: readonly { schema: string; name: string }[]
  onClose: () => void
}) {
  const { draft, setDraft, clear: clearDraft, isRestored, isDirty } = useFormDraft(
    `${projectRef}:trigger:${original ? `${original.schema}.${original.table}.${original.name}` : 'new'}`,
    initialDraft
  )
  // Saved or discarded: the kept draft goes too.
  const close = () => {
    clearDraft()
    onClose()
  }
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useReviewedSql({
    projectRef,
    statements: original ? buildReplaceTriggerStatements(original, draft) : buildCreateTriggerSql(draft),
    invalidates: [triggerKeys.all(projectRef), triggerKeys.withWebhooks(projectRef)],
    onSuccess: () => {
      toast.success(original ? `Trigger ${draft.name} updated` : `Trigger ${draft.name} created`)
      close()
    },
  })
  const sql = change.sql

  const handleSave = () => {
    const problem = validateTriggerDraft(draft)
    setValidationError(problem)
    if (!problem) change.run()
  }

  return (
    <SideBySideSqlDialog
      title={original ? `Edit trigger ${original.name}` : 'Create a trigger'}
      description={`On a table of the schema ${draft.schema}${isRestored ? ' · Your unsaved draft was restored' : ''}`}
      form={
        <TriggerForm
          draft={draft}
          tables={tables}
          functions={functions}
          onChange={(next) => {
            setDraft(next)
            setValidationError(null)
          }}
        />
      }
      sql={<SqlPreview sql={sql} className="min-h-48" />}
      problem={validationError ?? (change.error ? `Failed to ${original ? 'save' : 'create'} the trigger: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel={original ? 'Save trigger' : 'Create trigger'}
      runningLabel={original ? 'Saving…' : 'Creating…'}
      onClose={close}
      hasUnsavedChanges={isDirty}
      onSubmit={handleSave}
    />
  )
}
