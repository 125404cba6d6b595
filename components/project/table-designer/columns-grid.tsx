'use client'

import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
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
        <table className="w-full text-xs">
          <thead className="text-left text-muted">
            <tr>
              <th className="w-6" aria-label="Details" />
              <th className="font-normal">Name</th>
              <th className="font-normal">Type</th>
              <th className="font-normal">Default value</th>
              <th className="font-normal">Primary</th>
              <th className="font-normal">Nullable</th>
              <th className="font-normal">Unique</th>
              <th className="font-normal">Identity</th>
              <th className="w-6" aria-label="Remove" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <ColumnRow
                key={row.key}
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
            ))}
          </tbody>
        </table>
      </div>
      <Button size="small" variant="outline" className="self-start" icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => onChange([...rows, newColumnRow()])}>
        Add column
      </Button>
    </fieldset>
  )
}
