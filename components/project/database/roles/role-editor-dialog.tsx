'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { buildAlterRoleStatements, buildCreateRoleStatements, validateRoleDraft, type RoleDraft } from '@/lib/roles/role-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { roleKeys } from '@/data/roles/keys'

const ATTRIBUTES: { key: keyof RoleDraft; label: string }[] = [
  { key: 'canLogin', label: 'Can log in' },
  { key: 'isSuperuser', label: 'Superuser' },
  { key: 'canCreateDb', label: 'Can create databases' },
  { key: 'canCreateRole', label: 'Can create roles' },
  { key: 'isReplicationRole', label: 'Replication' },
  { key: 'canBypassRls', label: 'Bypasses RLS' },
  { key: 'inheritRole', label: 'Inherits privileges of its groups' },
]

/** Create or alter a role: attributes, password, validity, connection limit and memberships, with its SQL. */
export function RoleEditorDialog({
  projectRef,
  original,
  initialDraft,
  groups,
  onClose,
}: {
  projectRef: string
  original?: RoleDraft
  initialDraft: RoleDraft
  /** Roles it can be made a member of. */
  groups: readonly string[]
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initialDraft)
  const [validation, setValidation] = useState<string | null>(null)
  const update = (patch: Partial<RoleDraft>) => {
    setDraft({ ...draft, ...patch })
    setValidation(null)
  }
  const change = useReviewedSql({
    projectRef,
    statements: original ? buildAlterRoleStatements(original, draft) : buildCreateRoleStatements({ ...draft, name: draft.name || '…' }),
    invalidates: [roleKeys.list(projectRef)],
    onSuccess: () => {
      toast.success(original ? `Role ${draft.name} updated` : `Role ${draft.name} created`)
      onClose()
    },
  })
  const sql = change.sql

  return (
    <SqlFormDialog
      title={original ? `Edit role ${original.name}` : 'Create a role'}
      sql={sql}
      problem={validation ?? (change.error ? `Failed to save the role: ${change.error.message}` : null)}
      submitLabel={original ? 'Save role' : 'Create role'}
      isRunning={change.isRunning}
      onSubmit={() => {
        const problem = validateRoleDraft(draft)
        setValidation(problem)
        if (!problem) change.run()
      }}
      onClose={onClose}
    >
      <FormField label="Role name">
        <Input value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </FormField>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium">Attributes</legend>
        {ATTRIBUTES.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" checked={Boolean(draft[key])} onChange={(event) => update({ [key]: event.target.checked })} />
            {label}
          </label>
        ))}
      </fieldset>
      <FormField label={original ? 'New password (optional)' : 'Password (optional)'}>
        <Input type="password" autoComplete="new-password" value={draft.password} onChange={(event) => update({ password: event.target.value })} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Connection limit" description="-1 for no limit.">
          <Input type="number" value={String(draft.connectionLimit)} onChange={(event) => update({ connectionLimit: Number(event.target.value) })} />
        </FormField>
        <FormField label="Valid until (optional)" description="When its password stops working, e.g. 2030-01-01.">
          <Input value={draft.validUntil} onChange={(event) => update({ validUntil: event.target.value })} />
        </FormField>
      </div>
      <fieldset className="flex max-h-32 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
        <legend className="mb-1 text-sm font-medium">Member of</legend>
        {groups.map((group) => (
          <label key={group} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={draft.memberOf.includes(group)}
              onChange={(event) => update({ memberOf: event.target.checked ? [...draft.memberOf, group] : draft.memberOf.filter((name) => name !== group) })}
            />
            {group}
          </label>
        ))}
      </fieldset>
    </SqlFormDialog>
  )
}
