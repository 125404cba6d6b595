'use client'

import { SqlCodeField } from '@/components/project/database/objects/sql-code-field'
import { SelectField } from '@/components/ui/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { hasCheckClause, hasUsingClause, POLICY_ACTIONS, POLICY_COMMANDS, type PolicyDraft } from '@/lib/policies/policy-sql'
import type { PolicyTemplate } from '@/lib/policies/policy-templates'

import { PolicyRolesField } from './policy-roles-field'

/** The policy's fields. Expressions are CodeMirror fields, reloaded (by `expressionKey`) when a template is applied. */
export function PolicyForm({
  draft,
  roles,
  templates,
  userColumn,
  expressionKey,
  isDisabled,
  onChange,
  onApplyTemplate,
}: {
  draft: PolicyDraft
  roles: readonly string[]
  templates: readonly PolicyTemplate[]
  /** The table's columns for the per-user templates (best guess first) and the one picked; absent where templates need none. */
  userColumn?: { options: readonly string[]; value: string | null; onChange: (column: string) => void }
  expressionKey: number
  isDisabled: boolean
  onChange: (draft: PolicyDraft) => void
  onApplyTemplate: (template: PolicyTemplate) => void
}) {
  const update = (patch: Partial<PolicyDraft>) => onChange({ ...draft, ...patch })
  return (
    <fieldset disabled={isDisabled} className="flex min-w-0 flex-col gap-4 disabled:opacity-60">
      {userColumn && userColumn.options.length > 0 && (
        <SelectField
          label="Column holding the user id"
          value={userColumn.value ?? ''}
          options={userColumn.options.map((column) => ({ value: column, label: column }))}
          onChange={userColumn.onChange}
        />
      )}
      <SelectField
        label="Template"
        value=""
        placeholder="Start from a template…"
        options={templates.map((template) => ({ value: template.id, label: template.label }))}
        onChange={(id) => {
          const template = templates.find((candidate) => candidate.id === id)
          if (template) onApplyTemplate(template)
        }}
      />
      <FormField label="Policy name">
        <Input value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </FormField>
      <p className="text-sm text-muted">
        Table <code className="font-mono text-xs">{`${draft.schema}.${draft.table}`}</code>
      </p>
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Command"
          value={draft.command}
          options={POLICY_COMMANDS.map((command) => ({ value: command, label: command }))}
          onChange={(command) => update({ command: command as PolicyDraft['command'] })}
        />
        <SelectField
          label="Behaviour"
          value={draft.action}
          options={POLICY_ACTIONS.map((action) => ({ value: action, label: action === 'PERMISSIVE' ? 'Permissive' : 'Restrictive' }))}
          onChange={(action) => update({ action: action as PolicyDraft['action'] })}
        />
      </div>
      <PolicyRolesField roles={roles} selected={draft.roles} onChange={(next) => update({ roles: next })} />
      {hasUsingClause(draft.command) && (
        <SqlCodeField
          key={`using-${expressionKey}`}
          label="USING expression"
          description="Which existing rows the policy lets the role see, update or delete."
          placeholder="e.g. (select auth.uid()) = user_id"
          initialValue={draft.using}
          onChange={(using) => update({ using })}
        />
      )}
      {hasCheckClause(draft.command) && (
        <SqlCodeField
          key={`check-${expressionKey}`}
          label="WITH CHECK expression"
          description="Which new or changed rows the role may write."
          placeholder="e.g. (select auth.uid()) = user_id"
          initialValue={draft.check}
          onChange={(check) => update({ check })}
        />
      )}
    </fieldset>
  )
}
