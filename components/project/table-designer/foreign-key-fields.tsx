'use client'

import { useReferenceTablesQuery } from '@/data/tables/reference-tables-query'
import {
  FOREIGN_KEY_ACTIONS,
  removeForeignKeyPair,
  setForeignKeyPair,
  type ForeignKeyAction,
  type ForeignKeyDraft,
} from '@/lib/table-designer/foreign-key-sql'

export interface ForeignKeyFieldsProps {
  projectRef: string
  column: string
  /** The table's other columns, which a composite key may add to this one. */
  otherColumns: readonly string[]
  schemas: readonly string[]
  value: ForeignKeyDraft | null
  onChange: (value: ForeignKeyDraft | null) => void
}

const select = 'h-8 rounded-md border border-border bg-background px-1 text-xs'

/**
 * A foreign key from a column: the referenced schema, table and column, more column pairs for a
 * composite key (this table's column → the referenced table's column), and ON DELETE / ON UPDATE.
 */
export function ForeignKeyFields({ projectRef, column, otherColumns, schemas, value, onChange }: ForeignKeyFieldsProps) {
  const schema = value?.referencedSchema ?? schemas[0] ?? 'public'
  const tables = useReferenceTablesQuery({ projectRef, schema }, { enabled: value !== null })
  const referenced = tables.data?.find((table) => table.name === value?.referencedTable)
  const update = (patch: Partial<ForeignKeyDraft>) => value && onChange({ ...value, ...patch })

  if (!value) {
    return (
      <button type="button" className="self-start text-xs underline" onClick={() =>
        onChange({ name: '', columns: [column], referencedSchema: schema, referencedTable: '', referencedColumns: [], onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })}>
        Add a foreign key from {column || 'this column'}
      </button>
    )
  }
  return (
    <div role="group" aria-label={`Foreign key of ${column}`} className="flex flex-wrap items-center gap-2 text-xs">
      <span>References</span>
      <select aria-label="Referenced schema" className={select} value={value.referencedSchema}
        onChange={(event) => update({ referencedSchema: event.target.value, referencedTable: '', referencedColumns: value.columns.map(() => '') })}>
        {schemas.map((name) => <option key={name} value={name}>{name}</option>)}
      </select>
      <select aria-label="Referenced table" className={select} value={value.referencedTable}
        onChange={(event) => update({ referencedTable: event.target.value, referencedColumns: value.columns.map(() => '') })}>
        <option value="">{tables.isLoading ? 'Loading tables…' : 'Choose a table'}</option>
        {(tables.data ?? []).map((table) => <option key={table.id} value={table.name}>{table.name}</option>)}
      </select>
      {value.columns.map((local, index) => (
        <span key={index} className="flex items-center gap-1">
          {index === 0 ? (
            <span className="font-mono">{column || 'this column'}</span>
          ) : (
            <select aria-label={`Column ${index + 1} of the key`} className={select} value={local}
              onChange={(event) => onChange(setForeignKeyPair(value, index, { column: event.target.value }))}>
              <option value="">Choose a column</option>
              {otherColumns.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          )}
          <span aria-hidden="true">→</span>
          <select aria-label={index === 0 ? 'Referenced column' : `Referenced column ${index + 1}`} className={select}
            value={value.referencedColumns[index] ?? ''}
            onChange={(event) => onChange(setForeignKeyPair(value, index, { referenced: event.target.value }))}>
            <option value="">Choose a column</option>
            {(referenced?.columns ?? []).map((candidate) => <option key={candidate.id} value={candidate.name}>{candidate.name}</option>)}
          </select>
          {index > 0 && (
            <button type="button" className="underline" aria-label={`Remove column pair ${index + 1}`} onClick={() => onChange(removeForeignKeyPair(value, index))}>
              Remove
            </button>
          )}
        </span>
      ))}
      {otherColumns.length > 0 && (
        <button type="button" className="underline" onClick={() => onChange(setForeignKeyPair(value, value.columns.length, {}))}>
          Add a column pair
        </button>
      )}
      {(['onDelete', 'onUpdate'] as const).map((key) => (
        <label key={key} className="flex items-center gap-1">
          {key === 'onDelete' ? 'On delete' : 'On update'}
          <select className={select} value={value[key]} onChange={(event) => update({ [key]: event.target.value as ForeignKeyAction })}>
            {FOREIGN_KEY_ACTIONS.map((action) => <option key={action} value={action}>{action}</option>)}
          </select>
        </label>
      ))}
      <button type="button" className="underline" onClick={() => onChange(null)}>Remove foreign key</button>
      {tables.error && <span role="alert" className="text-destructive">{tables.error.message}</span>}
    </div>
  )
}
