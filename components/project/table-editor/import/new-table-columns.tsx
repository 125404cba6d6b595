'use client'

import { useId } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { identifierError } from '@/lib/identifiers/identifier-rules'
import { NEW_COLUMN_TYPES, type NewColumn, type NewColumnType } from '@/lib/table-editor/import/type-inference'

export interface NewTableColumnsProps {
  tableName: string
  onTableNameChange: (name: string) => void
  columns: readonly NewColumn[]
  onColumnsChange: (columns: NewColumn[]) => void
  isDisabled: boolean
}

/** Why the new table cannot be created as named, or null. */
export function newTableProblem(tableName: string, columns: readonly NewColumn[]): string | null {
  const tableError = identifierError('table', tableName)
  if (tableError) return `Table name: ${tableError}`
  const names = new Set<string>()
  for (const column of columns) {
    const error = identifierError('column', column.name)
    if (error) return `Column "${column.name}": ${error}`
    if (names.has(column.name)) return `Two columns are named "${column.name}"`
    names.add(column.name)
  }
  return null
}

/** The new table's name and its columns: names from the header, types inferred from a sample, all editable. */
export function NewTableColumns({ tableName, onTableNameChange, columns, onColumnsChange, isDisabled }: NewTableColumnsProps) {
  const nameId = useId()
  const update = (index: number, change: Partial<NewColumn>) =>
    onColumnsChange(columns.map((column, position) => (position === index ? { ...column, ...change } : column)))
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={nameId} className="text-xs font-medium text-muted">
          New table name
        </label>
        <input
          id={nameId}
          value={tableName}
          disabled={isDisabled}
          onChange={(event) => onTableNameChange(event.target.value)}
          className="h-8 rounded-md border border-border bg-background px-2 font-mono text-sm text-foreground"
        />
      </div>
      <DataTable
        label="New table columns"
        variant="plain"
        rows={columns.map((column, index) => ({ column, index }))}
        getRowKey={(row) => String(row.index)}
        columns={[
          {
            header: 'Column name',
            render: (row) => (
              <input
                aria-label={`Name of CSV column ${row.index + 1}`}
                value={row.column.name}
                disabled={isDisabled}
                onChange={(event) => update(row.index, { name: event.target.value })}
                className="h-8 w-full rounded-md border border-border bg-background px-2 font-mono text-sm text-foreground"
              />
            ),
          },
          {
            header: 'Type',
            render: (row) => (
              <select
                aria-label={`Type of ${row.column.name || `CSV column ${row.index + 1}`}`}
                value={row.column.type}
                disabled={isDisabled}
                onChange={(event) =>
                  update(row.index, { type: NEW_COLUMN_TYPES.find((type) => type === event.target.value) ?? ('text' as NewColumnType) })
                }
                className="h-8 rounded-md border border-border bg-background px-2 text-sm text-foreground"
              >
                {NEW_COLUMN_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            ),
          },
        ]}
      />
    </div>
  )
}
