'use client'

import { useState } from 'react'

import { KeyValueEditor } from '@/components/project/database/objects/key-value-editor'
import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { wrapperKeys } from '@/data/wrappers/keys'
import {
  buildCreateForeignTableSql,
  EMPTY_FOREIGN_TABLE,
  validateForeignTable,
  type ForeignTableDraft,
  type ForeignTableProblems,
} from '@/lib/wrappers/wrapper-ddl'

function fieldOfError(message: string): keyof ForeignTableProblems | null {
  if (/relation .* already exists/i.test(message)) return 'name'
  if (/type .* does not exist|column/i.test(message)) return 'columns'
  if (/option/i.test(message)) return 'options'
  return null
}

/** Creates a foreign table on a server: the columns it exposes and the options that say what it reads. */
export function ForeignTableDialog({ projectRef, servers, onClose }: { projectRef: string; servers: readonly string[]; onClose: () => void }) {
  const [draft, setDraft] = useState<ForeignTableDraft>({ ...EMPTY_FOREIGN_TABLE, server: servers.length === 1 ? servers[0] : '' })
  const [problems, setProblems] = useState<ForeignTableProblems>({})
  const set = (patch: Partial<ForeignTableDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const mutation = useReviewedSql({
    projectRef,
    statements: buildCreateForeignTableSql({ ...draft, name: draft.name || '…', server: draft.server || '…' }),
    invalidates: [wrapperKeys.foreignData(projectRef)],
    onSuccess: () => {
      toast.success(`Foreign table ${draft.name} created`)
      onClose()
    },
  })
  const sql = mutation.sql
  const serverError = mutation.error?.message ?? null
  const serverField = serverError ? fieldOfError(serverError) : null
  const errorOf = (field: keyof ForeignTableProblems) => problems[field] ?? (serverField === field ? serverError : null)

  return (
    <SqlFormDialog
      title="Create a foreign table"
      sql={sql}
      problem={serverError && !serverField ? `Failed: ${serverError}` : null}
      submitLabel="Create foreign table"
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const found = validateForeignTable(draft)
        setProblems(found)
        if (Object.keys(found).length === 0) mutation.run()
      }}
      onClose={onClose}
    >
      <div className="flex flex-wrap items-start gap-3">
        <FormField label="Schema" className="w-40">
          <Input value={draft.schema} onChange={(event) => set({ schema: event.target.value })} />
        </FormField>
        <FormField label="Table name" error={errorOf('name')} className="min-w-60 flex-1">
          <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} />
        </FormField>
      </div>
      <div className="flex flex-col gap-1">
        <SelectField
          label="Server"
          value={draft.server}
          placeholder="Choose a server"
          options={servers.map((name) => ({ value: name, label: name }))}
          onChange={(server) => set({ server })}
        />
        {errorOf('server') && (
          <p role="alert" className="text-xs text-destructive">
            {errorOf('server')}
          </p>
        )}
      </div>
      <KeyValueEditor
        label="Columns"
        valueLabel="type"
        rows={draft.columns.map((column) => ({ name: column.name, value: column.type }))}
        onChange={(rows) => set({ columns: rows.map((row) => ({ name: row.name, type: row.value })) })}
        error={errorOf('columns') ?? undefined}
      />
      <KeyValueEditor label="Options" rows={draft.options} onChange={(options) => set({ options })} error={errorOf('options') ?? undefined} />
    </SqlFormDialog>
  )
}
