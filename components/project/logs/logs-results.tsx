'use client'

import { useMemo, useState } from 'react'

import { DataGrid, type GridColumn } from '@/components/project/table-editor/grid/data-grid'
import { formatDisplayDate } from '@/lib/format/date'
import { logFieldValue, logTimestampToMs, type LogRow } from '@/lib/logs/log-rows'

import { LogRowDetail } from './log-row-detail'

/** The rows in a virtualized grid (only the visible ones are in the DOM); choosing a row shows it as JSON. */
export function LogsResults({ rows, fields }: { rows: readonly LogRow[]; fields: readonly string[] }) {
  const [selected, setSelected] = useState<number | null>(null)
  const columns = useMemo<GridColumn[]>(() => fields.map((path) => ({ key: path, name: path })), [fields])
  const selectedRow = selected === null ? undefined : rows[selected]

  if (rows.length === 0) {
    return <p className="text-sm text-muted">No events in this time range.</p>
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="h-[28rem] overflow-hidden rounded-md border border-border">
        <DataGrid<LogRow>
          aria-label="Log events"
          columns={columns}
          rows={rows}
          getCellValue={(row, column) => {
            const value = logFieldValue(row, column.key)
            if (column.key !== 'timestamp') return value
            const ms = logTimestampToMs(value)
            return Number.isNaN(ms) ? value : formatDisplayDate(ms)
          }}
          onCellClick={({ rowIndex }) => setSelected(rowIndex)}
        />
      </div>
      {selectedRow && <LogRowDetail row={selectedRow} onClose={() => setSelected(null)} />}
    </div>
  )
}
