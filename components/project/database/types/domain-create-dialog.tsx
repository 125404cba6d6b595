'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { buildCreateDomainSql, EMPTY_DOMAIN, validateDomainDraft, type DomainDraft } from '@/lib/database-types/type-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { typeKeys } from '@/data/types/keys'

/** Create a domain: a base type with an optional default, NOT NULL and CHECK; the SQL shows as the fields change. */
export function DomainCreateDialog({ projectRef, schema, onClose }: { projectRef: string; schema: string; onClose: () => void }) {
  const [draft, setDraft] = useState<DomainDraft>(EMPTY_DOMAIN)
  const [validation, setValidation] = useState<string | null>(null)
  const mutation = useReviewedSql({
    projectRef,
    // Placeholders show in the preview for empty fields; validation keeps them from running.
    statements: { shown: buildCreateDomainSql(schema, { ...draft, name: draft.name || '…', baseType: draft.baseType || '…' }), run: buildCreateDomainSql(schema, draft) },
    invalidates: [typeKeys.list(projectRef)],
    onSuccess: () => {
      toast.success(`Domain ${draft.name.trim()} created`)
      onClose()
    },
  })
  const sql = mutation.sql
  const update = (patch: Partial<DomainDraft>) => setDraft({ ...draft, ...patch })

  return (
    <SqlFormDialog
      title={`Create a domain in ${schema}`}
      sql={sql}
      problem={validation ?? (mutation.error ? `Failed: ${mutation.error.message}` : null)}
      submitLabel="Create domain"
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const problem = validateDomainDraft(draft)
        setValidation(problem)
        if (!problem) mutation.run()
      }}
      onClose={onClose}
    >
      <FormField label="Domain name">
        <Input value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </FormField>
      <FormField label="Based on type" description="Any type as SQL, e.g. text, numeric(10,2) or an enum.">
        <Input className="font-mono text-xs" value={draft.baseType} onChange={(event) => update({ baseType: event.target.value })} />
      </FormField>
      <FormField label="Default (optional)" description="An SQL expression.">
        <Input className="font-mono text-xs" value={draft.defaultValue} onChange={(event) => update({ defaultValue: event.target.value })} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.isNotNull} onChange={(event) => update({ isNotNull: event.target.checked })} />
        Not null
      </label>
      <FormField label="Check (optional)" description="A condition on VALUE, e.g. VALUE ~ '^[a-z]+$'.">
        <Input className="font-mono text-xs" value={draft.check} onChange={(event) => update({ check: event.target.value })} />
      </FormField>
    </SqlFormDialog>
  )
}
