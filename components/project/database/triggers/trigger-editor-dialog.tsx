'use client'

import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import { useDraftChange } from '@/components/project/database/objects/use-draft-change'
import {
  buildCreateTriggerSql,
  buildReplaceTriggerStatements,
  validateTriggerDraft,
  type ExistingTrigger,
  type TriggerDraft,
} from '@/lib/triggers/trigger-sql'
import { triggerKeys } from '@/data/triggers/keys'

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
  const { draft, edit, isRestored, isDirty, close, save, change, validationError } = useDraftChange({
    projectRef,
    draftKey: `${projectRef}:trigger:${original ? `${original.schema}.${original.table}.${original.name}` : 'new'}`,
    initialDraft,
    statementsOf: (current) => (original ? buildReplaceTriggerStatements(original, current) : buildCreateTriggerSql(current)),
    invalidates: [triggerKeys.all(projectRef)],
    validate: validateTriggerDraft,
    doneMessage: (current) => (original ? `Trigger ${current.name} updated` : `Trigger ${current.name} created`),
    onClose,
  })

  return (
    <SideBySideSqlDialog
      title={original ? `Edit trigger ${original.name}` : 'Create a trigger'}
      description={`On a table of the schema ${draft.schema}${isRestored ? ' · Your unsaved draft was restored' : ''}`}
      form={
        <TriggerForm
          draft={draft}
          tables={tables}
          functions={functions}
          onChange={edit}
        />
      }
      sql={<SqlPreview sql={change.sql} className="min-h-48" />}
      problem={validationError ?? (change.error ? `Failed to ${original ? 'save' : 'create'} the trigger: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel={original ? 'Save trigger' : 'Create trigger'}
      runningLabel={original ? 'Saving…' : 'Creating…'}
      onClose={close}
      hasUnsavedChanges={isDirty}
      onSubmit={save}
    />
  )
}
