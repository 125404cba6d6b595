import { estimateColumnWidth } from '@/components/project/table-editor/grid/grid-cell-value'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import type { TableRow } from '@/lib/table-editor/types'

export const ROW_HEIGHT = 32
export const HEADER_HEIGHT = 44
/** The leading column with the row checkbox and the "edit row" button. */
export const ACTIONS_COLUMN_WIDTH = 72
/** Start loading the next page this many rows before the loaded ones run out. */
export const LOAD_AHEAD_ROWS = 20

/** Column widths from the name, the type and the first loaded rows. */
export function columnWidths(columns: readonly EditorColumn[], rows: readonly TableRow[]): number[] {
  const sample = rows.slice(0, 50)
  return columns.map((column) => {
    // The header shows the name over the type: the longer of the two sets the minimum.
    const label = column.name.length >= column.format.length ? column.name : column.format
    return estimateColumnWidth(label, sample.map((row) => row[column.name]))
  })
}
