'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useDatabaseTypesQuery } from '@/data/types/types-query'
import { schemaChangeSql, useSchemaChangeMutation } from '@/data/sql/schema-change-mutation'
import type { PgTable } from '@/lib/api/types'
import { addColumnStatements, alterColumnStatements, EMPTY_COLUMN, type ColumnDraft } from '@/lib/table-designer/column-sql'
import { columnFieldOfError, type ColumnField } from '@/lib/table-designer/column-error'
import { defaultSuggestions } from '@/lib/table-designer/designer-plan'
import { columnDraftFromCatalog } from '@/lib/table-designer/from-catalog'
import { toast } from '@/lib/ui/toast'

import { TypePicker } from './type-picker'

export interface ColumnDialogProps {
  projectRef: string
  table: PgTable
  /** The column to edit; null adds a new one. */
  column: string | null
  onClose: () => void
}

/**
 * Add column / Edit column from the grid's header: name, type (changed with a USING cast), default,
 * nullability and uniqueness, built by the designer's own column builders. The SQL shows as the form
 * changes; a Postgres error lands at the field it is about and the form keeps what was typed.
 */
export default function ColumnDialog({ projectRef, table, column, onClose }: ColumnDialogProps) {
  const types = useDatabaseTypesQuery({ projectRef })
  const mutation = useSchemaChangeMutation({ projectRef })
  const [original] = useState<ColumnDraft | null>(() => {
    const current = (table.columns ?? []).find((candidate) => candidate.name === column)
    return current ? columnDraftFromCatalog(current, table.primary_keys.map((key) => key.name)) : null
  })
  const [draft, setDraft] = useState<ColumnDraft>(original ?? { ...EMPTY_COLUMN, type: 'text' })
  const [runError, setRunError] = useState<{ field: ColumnField | null; message: string } | null>(null)
  const [isAttempted, setIsAttempted] = useState(false)
  const set = (patch: Partial<ColumnDraft>) => {
    setDraft({ ...draft, ...patch })
    setRunError(null)
  }

  let statements: string[] = []
  let buildError: string | null = null
  try {
    statements = original ? alterColumnStatements(table, original, draft) : addColumnStatements(table, draft)
    if (statements.length === 0) buildError = 'Nothing has changed'
  } catch (error) {
    buildError = (error as Error).message
  }
  const isUnchanged = statements.length === 0 && buildError !== null
  const buildField = buildError && !isUnchanged ? columnFieldOfError(buildError) : null
  const errorAt = (field: ColumnField) => (runError?.field === field ? runError.message : buildField === field ? buildError : null)
  // "Nothing has changed" waits for a click on Save; other problems show as they arise.
  const buildProblem = buildError && !buildField && (!isUnchanged || isAttempted) ? buildError : null
  const problem = runError && runError.field === null ? runError.message : buildProblem

  const handleSubmit = () => {
    setIsAttempted(true)
    if (buildError) return
    mutation.mutate(
      { statements },
      {
        onSuccess: () => {
          toast.success(original ? `Column ${draft.name} updated` : `Column ${draft.name} added`)
          onClose()
        },
        onError: (failure) => setRunError({ field: columnFieldOfError(failure.message), message: failure.message }),
      }
    )
  }

  const tableName = `${table.schema}.${table.name}`
  return (
    <SqlFormDialog
      title={original ? `Edit column ${original.name} of ${tableName}` : `Add a column to ${tableName}`}
      sql={buildError ? '' : schemaChangeSql(statements)}
      problem={problem}
      submitLabel={original ? 'Save column' : 'Add column'}
      isRunning={mutation.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Column name" error={errorAt('name')}>
          <Input value={draft.name} autoFocus onChange={(event) => set({ name: event.target.value })} className="font-mono" />
        </FormField>
        <FormField label="Type" error={errorAt('type')} description={original && original.type !== draft.type ? 'Existing values are cast to the new type (USING).' : undefined}>
          <TypePicker label="Type" value={draft.type} types={types.data ?? []} invalid={Boolean(errorAt('type'))} onChange={(type) => set({ type })} />
        </FormField>
      </div>
      <FormField label="Default value" error={errorAt('default')} description={draft.identity ? 'An identity column takes its values from its sequence.' : 'An SQL expression, e.g. now() or 0; empty for none.'}>
        <Input
          value={draft.defaultValue}
          list="column-dialog-defaults"
          placeholder="NULL"
          disabled={Boolean(draft.identity || draft.generated)}
          onChange={(event) => set({ defaultValue: event.target.value, defaultFormat: 'expression' })}
          className="font-mono"
        />
      </FormField>
      <datalist id="column-dialog-defaults">
        {defaultSuggestions(draft.type).map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand" checked={draft.isNullable} disabled={draft.isPrimaryKey}
            aria-invalid={errorAt('nullable') ? true : undefined} onChange={(event) => set({ isNullable: event.target.checked })} />
          Allow NULL
        </label>
        {errorAt('nullable') && <p role="alert" className="text-xs text-destructive">{errorAt('nullable')}</p>}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand" checked={draft.isUnique} disabled={draft.isPrimaryKey}
            aria-invalid={errorAt('unique') ? true : undefined} onChange={(event) => set({ isUnique: event.target.checked })} />
          Unique
        </label>
        {errorAt('unique') && <p role="alert" className="text-xs text-destructive">{errorAt('unique')}</p>}
      </div>
    </SqlFormDialog>
  )
}
