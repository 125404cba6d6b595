'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useTableQuery } from '@/data/tables/table-query'
import { useTablesQuery } from '@/data/tables/tables-query'
import { schemaChangeSql, useSchemaChangeMutation } from '@/data/sql/schema-change-mutation'
import { createIndexStatements, INDEX_METHODS, type IndexDraft, type IndexMethod } from '@/lib/table-designer/index-sql'
import { toast } from '@/lib/ui/toast'

const EMPTY_INDEX: IndexDraft = { name: '', columns: [], method: 'btree', isUnique: false, where: '' }

/** A new index on one table of the schema, built by the table designer's index builder; its SQL shows as the fields change. */
export function CreateIndexDialog({ projectRef, schema, onClose }: { projectRef: string; schema: string; onClose: () => void }) {
  const [tableId, setTableId] = useState<number | undefined>(undefined)
  const [draft, setDraft] = useState<IndexDraft>(EMPTY_INDEX)
  const [isSubmitted, setIsSubmitted] = useState(false)
  const tables = useTablesQuery({ projectRef, schema })
  const table = useTableQuery({ projectRef, id: tableId })
  const mutation = useSchemaChangeMutation({ projectRef })

  let sql = ''
  let buildProblem: string | null = null
  if (!table.data) {
    buildProblem = 'Choose a table.'
  } else {
    try {
      sql = schemaChangeSql(createIndexStatements(table.data, draft))
    } catch (error) {
      buildProblem = (error as Error).message
    }
  }
  const toggleColumn = (name: string, isChecked: boolean) =>
    setDraft({ ...draft, columns: isChecked ? [...draft.columns, name] : draft.columns.filter((column) => column !== name) })

  return (
    <SqlFormDialog
      title={`Create an index in ${schema}`}
      sql={sql}
      problem={mutation.error ? `Failed: ${mutation.error.message}` : isSubmitted ? buildProblem : null}
      submitLabel="Create index"
      isRunning={mutation.isPending}
      onSubmit={() => {
        setIsSubmitted(true)
        if (buildProblem) return
        mutation.mutate(
          { statements: createIndexStatements(table.data!, draft) },
          {
            onSuccess: () => {
              toast.success(`Index created on ${schema}.${table.data!.name}`)
              onClose()
            },
          }
        )
      }}
      onClose={onClose}
    >
      <QueryFailure query={tables} what="tables" />
      <SelectField
        label="Table"
        value={tableId === undefined ? '' : String(tableId)}
        placeholder={tables.data ? 'Choose a table' : 'Loading tables…'}
        options={(tables.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        onChange={(value) => {
          setTableId(Number(value))
          setDraft({ ...draft, columns: [] })
        }}
      />
      {tableId !== undefined && (
        <QueryState query={table} what="the table's columns" loadingLabel="Loading columns…">
          {(data) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Columns, in index order</legend>
              <div className="flex flex-wrap gap-3">
                {(data.columns ?? []).map((column) => (
                  <label key={column.id} className="flex items-center gap-1 font-mono text-xs">
                    <input
                      type="checkbox"
                      checked={draft.columns.includes(column.name)}
                      onChange={(event) => toggleColumn(column.name, event.target.checked)}
                    />
                    {column.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </QueryState>
      )}
      <FormField label="Index name" description="Leave empty to let Postgres name it.">
        <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
      </FormField>
      <SelectField
        label="Method"
        value={draft.method}
        options={INDEX_METHODS.map((method) => ({ value: method, label: method }))}
        onChange={(value) => setDraft({ ...draft, method: value as IndexMethod })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.isUnique} onChange={(event) => setDraft({ ...draft, isUnique: event.target.checked })} />
        Unique
      </label>
      <FormField label="Only rows where (optional)" description="A partial index's condition, e.g. deleted_at is null.">
        <Input className="font-mono text-xs" value={draft.where} onChange={(event) => setDraft({ ...draft, where: event.target.value })} />
      </FormField>
    </SqlFormDialog>
  )
}
