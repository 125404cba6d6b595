'use client'

import { useMemo, useState } from 'react'

import { DataGrid, type GridColumn } from '@/components/project/table-editor/grid/data-grid'

import { CellDetailDialog, type CellDetail } from './cell-detail-dialog'

/** A statement's rows in the virtualized grid; clicking a cell shows its whole value. */
export function ResultRowsGrid({ rows, columns }: { rows: Record<string, unknown>[]; columns: string[] }) {
  const [cell, setCell] = useState<CellDetail | null>(null)
  const gridColumns = useMemo<GridColumn[]>(() => columns.map((name) => ({ key: name, name })), [columns])
  return (
    <>
      <DataGrid
        aria-label="Query results"
        columns={gridColumns}
        rows={rows}
        onCellClick={({ column, rowIndex, value }) => setCell({ column: column.name, rowNumber: rowIndex + 1, value })}
      />
      <CellDetailDialog cell={cell} onClose={() => setCell(null)} />
    </>
  )
}
