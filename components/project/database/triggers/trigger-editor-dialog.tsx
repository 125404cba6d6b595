'use client'

import { useState } from 'react'

import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import { buildCreateTriggerSql, validateTriggerDraft, type TriggerDraft } from '@/lib/triggers/trigger-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { triggerKeys } from '@/data/triggers/keys'

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
  const change = useReviewedSql({
    projectRef,
    statements: buildCreateTriggerSql(draft),
    invalidates: [triggerKeys.all(projectRef), triggerKeys.withWebhooks(projectRef)],
    onSuccess: () => {
      toast.success(`Trigger ${draft.name} created`)
      onClose()
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
      title="Create a trigger"
      description={`On a table of the schema ${draft.schema}`}
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
      problem={validationError ?? (change.error ? `Failed to create the trigger: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel="Create trigger"
      runningLabel="Creating…"
      onClose={onClose}
      onSubmit={handleSave}
    />
  )
}
