'use client'

import { useState } from 'react'

import { SqlCodeField } from '@/components/project/database/objects/sql-code-field'
import { SideBySideSqlDialog } from '@/components/project/database/objects/side-by-side-sql-dialog'
import { Button } from '@/components/ui/button'
import { policyKeys } from '@/data/policies/keys'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { tableKeys } from '@/data/tables/keys'
import {
  buildCreatePolicySql,
  buildReplacePolicyStatements,
  validatePolicyDraft,
  type ExistingPolicy,
  type PolicyDraft,
} from '@/lib/policies/policy-sql'
import type { PolicyTemplate } from '@/lib/policies/policy-templates'
import { toast } from '@/lib/ui/toast'
import { useFormDraft } from '@/stores/form-drafts-store'

import { PolicyForm } from './policy-form'

/**
 * Create or edit a policy: the form on one side and, beside it, the SQL it builds. The SQL can be edited
 * by hand; then the form is locked (it no longer describes what runs) until the user goes back to it.
 * A failure keeps the dialog, the form and the hand-edited SQL as they were, with Postgres's message.
 */
export function PolicyEditorDialog({
  projectRef,
  initialDraft,
  original,
  roles,
  templates,
  userIdColumns,
  onClose,
}: {
  projectRef: string
  initialDraft: PolicyDraft
  /** The policy being edited; absent when creating. */
  original?: ExistingPolicy
  roles: readonly string[]
  /** The templates, built on the column picked as holding the user id (null: none picked). */
  templates: (userColumn: string | null) => readonly PolicyTemplate[]
  /** The table's columns, the likeliest user-id column first; absent where templates need no column. */
  userIdColumns?: readonly string[]
  onClose: () => void
}) {
  const [pickedColumn, setPickedColumn] = useState<string | null>(null)
  const userColumn = pickedColumn ?? userIdColumns?.[0] ?? null
  const { draft, setDraft, clear: clearDraft, isRestored, isDirty } = useFormDraft(`${projectRef}:policy:${initialDraft.schema}.${initialDraft.table}:${original?.name ?? 'new'}`, initialDraft)
  // Saved or discarded: the kept draft goes too.
  const close = () => {
    clearDraft()
    onClose()
  }
  const [expressionKey, setExpressionKey] = useState(0)
  const [formVersion, setFormVersion] = useState(0)
  const [handSql, setHandSql] = useState<string | null>(null)
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useReviewedSql({
    projectRef,
    statements: original ? buildReplacePolicyStatements(original, draft) : [buildCreatePolicySql(draft)],
    editedSql: handSql,
    invalidates: [policyKeys.all(projectRef), tableKeys.all(projectRef)],
    onSuccess: () => {
      toast.success(original ? `Policy "${draft.name}" updated` : `Policy "${draft.name}" created`)
      close()
    },
  })
  const sql = change.sql

  const handleFormChange = (next: PolicyDraft) => {
    setDraft(next)
    setValidationError(null)
    setFormVersion((version) => version + 1)
  }

  const handleApplyTemplate = (template: PolicyTemplate) => {
    handleFormChange({ ...draft, ...template.draft })
    setExpressionKey((key) => key + 1)
  }

  const handleSave = () => {
    const problem = handSql === null ? validatePolicyDraft(draft) : null
    setValidationError(problem)
    if (problem) return
    change.run()
  }

  return (
    <SideBySideSqlDialog
      title={original ? `Edit policy ${original.name}` : 'Create a policy'}
      description={`Row level security policy on ${draft.schema}.${draft.table}${isRestored ? ' · Your unsaved draft was restored' : ''}`}
      form={
        <PolicyForm
          draft={draft}
          roles={roles}
          templates={templates(userColumn)}
          userColumn={userIdColumns && { options: userIdColumns, value: userColumn, onChange: setPickedColumn }}
          expressionKey={expressionKey}
          isDisabled={handSql !== null}
          onChange={handleFormChange}
          onApplyTemplate={handleApplyTemplate}
        />
      }
      sql={
        <div className="flex min-w-0 flex-col gap-2">
          <SqlCodeField
            key={`sql-${formVersion}`}
            label="SQL to run"
            className="h-72"
            initialValue={sql}
            onChange={setHandSql}
            description={handSql === null ? 'Built from the form. Edit it here to run your own statement instead.' : undefined}
          />
          {handSql !== null && (
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <span>You edited the SQL by hand; the form is locked.</span>
              <Button
                size="tiny"
                variant="outline"
                onClick={() => {
                  setHandSql(null)
                  setFormVersion((version) => version + 1)
                }}
              >
                Discard my SQL and use the form
              </Button>
            </div>
          )}
        </div>
      }
      problem={validationError ?? (change.error ? `Failed to save the policy: ${change.error.message}` : null)}
      isRunning={change.isRunning}
      submitLabel="Save policy"
      runningLabel="Saving…"
      onClose={close}
      hasUnsavedChanges={isDirty || handSql !== null}
      onSubmit={handleSave}
    />
  )
}
