'use client'

import { useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useIndexesQuery } from '@/data/indexes/indexes-query'
import { schemaChangeSql, useSchemaChangeMutation } from '@/data/sql/schema-change-mutation'
import type { PgTable } from '@/lib/api/types'
import { createIndexStatements, dropIndexStatements, INDEX_METHODS, type IndexDraft } from '@/lib/table-designer/index-sql'

import { SqlPreview } from './sql-preview'

export interface TableIndexesDialogProps {
  projectRef: string
  table: PgTable
  onClose: () => void
}

const EMPTY_INDEX: IndexDraft = { name: '', columns: [], method: 'btree', isUnique: false, where: '' }

/** A table's indexes: the list, a new one (columns, method, unique, partial WHERE) and dropping one, each SQL shown first. */
export default function TableIndexesDialog({ projectRef, table, onClose }: TableIndexesDialogProps) {
  const indexes = useIndexesQuery({ projectRef }, { select: (all) => all.filter((index) => index.table_id === table.id) })
  const mutation = useSchemaChangeMutation({ projectRef })
  const [draft, setDraft] = useState<IndexDraft>(EMPTY_INDEX)
  const [dropping, setDropping] = useState<string | null>(null)

  let statements: string[] = []
  let buildError: string | null = null
  try {
    statements = dropping ? dropIndexStatements(table.schema, dropping) : createIndexStatements(table, draft)
  } catch (error) {
    buildError = (error as Error).message
  }
  const toggleColumn = (name: string, isChecked: boolean) =>
    setDraft({ ...draft, columns: isChecked ? [...draft.columns, name] : draft.columns.filter((column) => column !== name) })

  return (
    <ConfirmationDialog
      visible
      title={`Indexes of ${table.schema}.${table.name}`}
      confirmLabel={dropping ? `Drop ${dropping}` : 'Create index'}
      variant={dropping ? 'danger' : 'success'}
      loading={mutation.isPending}
      isConfirmDisabled={buildError !== null}
      onCancel={() => (dropping ? setDropping(null) : onClose())}
      onConfirm={() =>
        mutation.mutate({ statements }, { onSuccess: () => (dropping ? setDropping(null) : setDraft(EMPTY_INDEX)) })
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        {indexes.isLoading && <Spinner label="Loading indexes" />}
        {indexes.error && (
          <Admonition type="danger" title="Failed to load the indexes">
            {indexes.error.message}{' '}
            <Button size="tiny" variant="outline" onClick={() => void indexes.refetch()}>Retry</Button>
          </Admonition>
        )}
        {indexes.data && (
          <ul aria-label="Indexes" className="flex flex-col gap-1">
            {indexes.data.length === 0 && <li className="text-muted">This table has no indexes</li>}
            {indexes.data.map((index) => (
              <li key={index.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1">
                <span className="min-w-0">
                  <span className="font-mono">{index.name}</span>{' '}
                  <span className="text-xs text-muted">{index.index_definition}</span>
                </span>
                {!index.is_primary && index.name && (
                  <Button size="tiny" variant="outline" onClick={() => setDropping(index.name ?? null)} aria-label={`Drop index ${index.name}`}>
                    Drop
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!dropping && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">New index</legend>
            <div className="flex flex-wrap gap-3">
              {(table.columns ?? []).map((column) => (
                <label key={column.id} className="flex items-center gap-1 font-mono text-xs">
                  <input type="checkbox" checked={draft.columns.includes(column.name)} onChange={(event) => toggleColumn(column.name, event.target.checked)} />
                  {column.name}
                </label>
              ))}
            </div>
            <div className="grid grid-cols-3 gap-2">
              <Input aria-label="Index name" placeholder="Name (optional)" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
              <select aria-label="Index method" value={draft.method} onChange={(event) => setDraft({ ...draft, method: event.target.value as IndexDraft['method'] })}
                className="h-9 rounded-md border border-border bg-background px-2">
                {INDEX_METHODS.map((method) => <option key={method} value={method}>{method}</option>)}
              </select>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={draft.isUnique} onChange={(event) => setDraft({ ...draft, isUnique: event.target.checked })} />
                Unique
              </label>
            </div>
            <Input aria-label="Partial index condition" placeholder="WHERE (optional), e.g. deleted_at is null" value={draft.where}
              onChange={(event) => setDraft({ ...draft, where: event.target.value })} className="font-mono text-xs" />
          </fieldset>
        )}
        {buildError && draft.columns.length > 0 && <p role="alert" className="text-xs text-destructive">{buildError}</p>}
        {mutation.error && <Admonition type="danger" title="Nothing was changed">{mutation.error.message}</Admonition>}
        {!buildError && <SqlPreview sql={schemaChangeSql(statements)} />}
      </div>
    </ConfirmationDialog>
  )
}
