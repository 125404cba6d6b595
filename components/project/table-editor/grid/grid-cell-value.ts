/** How grid cells show values: one line, truncated, so a huge text or JSON value never bloats a row. */

/** Longest text a cell renders; the whole value is shown on demand (e.g. a cell-detail dialog). */
export const CELL_PREVIEW_MAX_LENGTH = 200

export const NULL_LABEL = 'NULL'

/** A value's full text: strings as they are, objects and arrays as compact JSON, null as null. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The one-line preview a cell shows (newlines flattened, cut at CELL_PREVIEW_MAX_LENGTH with "…"). */
export function cellPreview(value: unknown): string | null {
  const text = cellText(value)
  if (text === null) return null
  const flat = text.length > CELL_PREVIEW_MAX_LENGTH * 2 ? text.slice(0, CELL_PREVIEW_MAX_LENGTH * 2) : text
  const oneLine = flat.replace(/\s*[\r\n]+\s*/g, ' ')
  return oneLine.length > CELL_PREVIEW_MAX_LENGTH ? `${oneLine.slice(0, CELL_PREVIEW_MAX_LENGTH)}…` : oneLine
}

/** A value's full text for a detail view: JSON (objects, or strings holding JSON) pretty-printed. */
export function cellDetailText(value: unknown): string {
  if (value === null || value === undefined) return NULL_LABEL
  if (typeof value === 'object') return JSON.stringify(value, null, 2)
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return JSON.stringify(JSON.parse(value), null, 2)
    } catch {
      return value
    }
  }
  return String(value)
}

const CHAR_WIDTH_PX = 8
const CELL_PADDING_PX = 24
export const MIN_COLUMN_WIDTH = 80
export const MAX_COLUMN_WIDTH = 360
const WIDTH_SAMPLE_ROWS = 50

/** Column widths from the header and the first rows' previews, clamped to a readable range. */
export function estimateColumnWidth(name: string, values: readonly unknown[]): number {
  let longest = name.length
  for (const value of values.slice(0, WIDTH_SAMPLE_ROWS)) {
    longest = Math.max(longest, (cellPreview(value) ?? NULL_LABEL).length)
    if (longest * CHAR_WIDTH_PX >= MAX_COLUMN_WIDTH) break
  }
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, longest * CHAR_WIDTH_PX + CELL_PADDING_PX))
}
