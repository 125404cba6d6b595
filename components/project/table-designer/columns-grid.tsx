'use client'

import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { PgType } from '@/lib/api/types'
import { EMPTY_COLUMN } from '@/lib/table-designer/column-sql'
import type { ColumnRow as ColumnRowState } from '@/lib/table-designer/designer-plan'

import { ColumnRow } from './column-row'

export interface ColumnsGridProps {
  rows: readonly ColumnRowState[]
  types: readonly PgType[]
  /** A Postgres or form error shown at the column it concerns. */
  errorAt: { index: number; message: string } | null
  onChange: (rows: ColumnRowState[]) => void
  onRemove: (row: ColumnRowState) => void
  projectRef: string
  schemas: readonly string[]
}

// The rows are ColumnRow forms; these name the columns (the first and last hold the row's buttons).
const GRID_COLUMNS: DataTableColumn<ColumnRowState>[] = [
  { header: 'Details', isHeaderHidden: true, className: 'w-6', render: () => null },
  ...['Name', 'Type', 'Default value', 'Primary', 'Nullable', 'Unique', 'Identity'].map((header) => ({ header, className: 'font-normal', render: () => null })),
  { header: 'Remove', isHeaderHidden: true, className: 'w-6', render: () => null },
]

let nextKey = 0
export function newColumnRow(): ColumnRowState {
  nextKey += 1
  // Unique across reloads too: a restored draft keeps the keys of its rows (stores/form-drafts-store.ts).
  return { key: `new-${Date.now().toString(36)}-${nextKey}`, original: null, draft: { ...EMPTY_COLUMN }, foreignKey: null }
}

export function ColumnsGrid({ rows, types, errorAt, onChange, onRemove, projectRef, schemas }: ColumnsGridProps) {
  const update = (index: number, row: ColumnRowState) => onChange(rows.map((current, at) => (at === index ? row : current)))
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Columns</legend>
      <div className="overflow-x-auto">
        <DataTable
          variant="plain"
          label="Columns"
          className="text-xs"
          columns={GRID_COLUMNS}
          rows={rows}
          getRowKey={(row) => row.key}
          renderRow={(row, index) => (
            <ColumnRow
              index={index}
              column={row.draft}
              types={types}
              error={errorAt?.index === index ? errorAt.message : null}
              onChange={(draft) => update(index, { ...row, draft })}
              onRemove={() => onRemove(row)}
              projectRef={projectRef}
              schemas={schemas}
              otherColumns={rows.filter((other) => other.key !== row.key && other.draft.name.trim() !== '').map((other) => other.draft.name)}
              foreignKey={row.foreignKey}
              onForeignKeyChange={(foreignKey) => update(index, { ...row, foreignKey })}
            />
          )}
        />
      </div>
      <Button size="small" variant="outline" className="self-start" icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => onChange([...rows, newColumnRow()])}>
        Add column
      </Button>
    </fieldset>
  )
}
