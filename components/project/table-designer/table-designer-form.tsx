'use client'

import { useEffect, useState, type FormEvent } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { DialogClose } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useDatabaseTypesQuery } from '@/data/types/types-query'
import { schemaChangeSql, useSchemaChangeMutation } from '@/data/sql/schema-change-mutation'
import type { PgTable } from '@/lib/api/types'
import { identifierError } from '@/lib/identifiers/identifier-rules'
import { columnOfError, designerStatements, type ColumnRow } from '@/lib/table-designer/designer-plan'
import { columnDraftFromCatalog } from '@/lib/table-designer/from-catalog'
import { newTableColumns, type TableSettings } from '@/lib/table-designer/table-sql'

import { useFormDraft } from '@/stores/form-drafts-store'

import { ColumnsGrid } from './columns-grid'
import { SqlPreview } from './sql-preview'

export interface TableDesignerFormProps {
  projectRef: string
  /** null: a new table. */
  table: PgTable | null
  schema: string
  schemas: readonly string[]
  onSaved: (table: { schema: string; name: string }) => void
  /** Told whenever the form starts or stops differing from the table it opened with. */
  onUnsavedChange?: (hasUnsavedChanges: boolean) => void
}

/** Where the form's draft is kept between reloads, per project and table (stores/form-drafts-store.ts). */
export function tableDraftKey(projectRef: string, table: PgTable | null, schema: string): string {
  return `${projectRef}:table:${table ? `${table.schema}.${table.name}` : `new:${schema}`}`
}

function initialRows(table: PgTable | null): ColumnRow[] {
  if (!table) return newTableColumns().map((draft, index) => ({ key: `initial-${index}`, original: null, draft, foreignKey: null }))
  const keys = table.primary_keys.map((key) => key.name)
  return (table.columns ?? []).map((column) => {
    const draft = columnDraftFromCatalog(column, keys)
    return { key: column.id, original: draft, draft, foreignKey: null }
  })
}

/**
 * New table / Edit table: the table's settings and its columns, then the exact SQL for review, run in
 * one transaction. A failure sends the user back to the form with everything they typed and the
 * error at the column it names (or above the columns).
 */
export function TableDesignerForm({ projectRef, table, schema, schemas, onSaved, onUnsavedChange }: TableDesignerFormProps) {
  const { docsUrl } = useConfig()
  const types = useDatabaseTypesQuery({ projectRef })
  const mutation = useSchemaChangeMutation({ projectRef })
  const original: TableSettings | null = table
    ? { schema: table.schema, name: table.name, comment: table.comment ?? '', isRlsEnabled: table.rls_enabled }
    : null
  const [opening] = useState(() => ({
    settings: original ?? { schema, name: '', comment: '', isRlsEnabled: true },
    rows: initialRows(table),
    dropped: [] as string[],
  }))
  const draftKey = tableDraftKey(projectRef, table, schema)
  const { draft, setDraft, clear: clearDraft, isRestored, isDirty } = useFormDraft(draftKey, opening)
  const { settings, rows, dropped } = draft
  const setSettings = (next: TableSettings) => setDraft({ ...draft, settings: next })
  const setRows = (next: ColumnRow[]) => setDraft({ ...draft, rows: next })
  useEffect(() => onUnsavedChange?.(isDirty), [isDirty, onUnsavedChange])
  const [review, setReview] = useState<string[] | null>(null)
  const [error, setError] = useState<{ index: number; message: string } | null>(null)

  const [isNameChecked, setIsNameChecked] = useState(false)
  const showError = (message: string) => setError({ index: columnOfError(message, rows), message })
  // Checked as the user types (an empty name only once they try to go on), before any SQL is built.
  const nameError = settings.name.trim() !== '' || isNameChecked ? identifierError('table', settings.name) : null

  const handleReview = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setIsNameChecked(true)
    if (identifierError('table', settings.name)) return
    const badColumn = rows.findIndex((row) => identifierError('column', row.draft.name) !== null)
    if (badColumn >= 0) return setError({ index: badColumn, message: identifierError('column', rows[badColumn].draft.name) ?? '' })
    try {
      const statements = designerStatements(original, settings, rows, dropped)
      if (statements.length === 0) return showError('Nothing has changed')
      setReview(statements)
    } catch (failure) {
      showError((failure as Error).message)
    }
  }

  const handleRun = () => {
    if (!review) return
    mutation.mutate(
      { statements: review },
      {
        onSuccess: () => {
          clearDraft()
          onSaved({ schema: settings.schema, name: settings.name })
        },
        onError: (failure) => {
          setReview(null)
          showError(failure.message)
        },
      }
    )
  }

  if (review) {
    return (
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
        <p className="text-sm text-muted">This runs in one transaction: all of it applies, or none of it.</p>
        <SqlPreview sql={schemaChangeSql(review)} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setReview(null)} disabled={mutation.isPending}>
            Back to editing
          </Button>
          <Button variant="primary" onClick={handleRun} loading={mutation.isPending}>
            Run SQL
          </Button>
        </div>
      </div>
    )
  }

  const isGeneralError = error !== null && error.index < 0
  return (
    <form onSubmit={handleReview} className="flex min-h-0 flex-1 flex-col" noValidate>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Schema">
            <select value={settings.schema} onChange={(event) => setSettings({ ...settings, schema: event.target.value })}
              className="h-9 rounded-md border border-border bg-background px-2 text-sm">
              {[...new Set([settings.schema, ...schemas])].map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </select>
          </FormField>
          <FormField label="Name" error={nameError}>
            <Input value={settings.name} onChange={(event) => setSettings({ ...settings, name: event.target.value })} autoFocus={!table} />
          </FormField>
        </div>
        <FormField label="Description">
          <Input value={settings.comment} placeholder="Optional" onChange={(event) => setSettings({ ...settings, comment: event.target.value })} />
        </FormField>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-brand" checked={settings.isRlsEnabled}
              onChange={(event) => setSettings({ ...settings, isRlsEnabled: event.target.checked })} />
            Enable Row Level Security (RLS)
          </label>
          <p className="text-xs text-muted">
            Restrict access to the table&apos;s rows with policies: with RLS on and no policies, the API returns no rows.{' '}
            <a className="underline" href={`${docsUrl.replace(/\/+$/, '')}/guides/auth/row-level-security`} target="_blank" rel="noreferrer">
              Learn more about RLS
            </a>
          </p>
        </div>
        {isRestored && <p className="text-xs text-muted">Your unsaved draft of this table was restored.</p>}
        {types.error && <Admonition type="warning" title="The database's own types could not be loaded">{types.error.message}</Admonition>}
        {isGeneralError && (
          <Admonition type="danger" title="The change was not applied">
            {error.message}
          </Admonition>
        )}
        <ColumnsGrid
          projectRef={projectRef}
          schemas={[...new Set([settings.schema, ...schemas])]}
          rows={rows}
          types={types.data ?? []}
          errorAt={error && error.index >= 0 ? error : null}
          onChange={setRows}
          onRemove={(row) => {
            setDraft({
              ...draft,
              rows: rows.filter((candidate) => candidate.key !== row.key),
              dropped: row.original ? [...dropped, row.original.name] : dropped,
            })
          }}
        />
      </div>
      <div className="flex justify-end gap-2 border-t border-border px-5 py-3">
        {/* Through the panel's own close, which asks first when there are unsaved changes. */}
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary">
          Review SQL
        </Button>
      </div>
    </form>
  )
}
