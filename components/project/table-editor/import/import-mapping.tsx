'use client'

import { DataTable } from '@/components/ui/data-table'
import type { HeaderMapping } from '@/lib/table-editor/import/column-mapping'

import type { CsvPreview } from './use-csv-preview'

export interface ImportMappingProps {
  preview: CsvPreview
  mapping: HeaderMapping
  /** Table columns a CSV column can fill (generated columns are left out). */
  columnNames: readonly string[]
  onMap: (headerIndex: number, column: string | null) => void
}

const SKIP = ''

/** Each CSV column, the table column it goes into (editable), and its first values (the preview). */
export function ImportMapping({ preview, mapping, columnNames, onMap }: ImportMappingProps) {
  const rows = preview.headers.map((header, index) => ({ header, index }))
  return (
    <DataTable
      label="Column mapping"
      variant="plain"
      rows={rows}
      getRowKey={(row) => String(row.index)}
      columns={[
        { header: 'CSV column', isRowHeader: true, render: (row) => <span className="font-mono">{row.header}</span> },
        {
          header: 'Table column',
          render: (row) => (
            <select
              aria-label={`Table column for ${row.header}`}
              value={mapping[row.index] ?? SKIP}
              onChange={(event) => onMap(row.index, event.target.value === SKIP ? null : event.target.value)}
              className="h-8 rounded-md border border-border bg-background px-2 text-sm text-foreground"
            >
              <option value={SKIP}>Do not import</option>
              {columnNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ),
        },
        {
          header: `First ${preview.rows.length === 1 ? 'value' : 'values'}`,
          render: (row) => (
            <span className="font-mono text-xs text-muted">
              {preview.rows.map((record) => record.fields[row.index] ?? 'NULL').join(' · ') || '—'}
            </span>
          ),
        },
      ]}
    />
  )
}
