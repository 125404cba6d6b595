import { cellPreview, NULL_LABEL } from './grid-cell-value'

/** The default cell content: a truncated one-line preview, NULL shown as a muted label. */
export function GridCellPreview({ value }: { value: unknown }) {
  const preview = cellPreview(value)
  if (preview === null) return <span className="text-muted italic">{NULL_LABEL}</span>
  return <span className="truncate">{preview}</span>
}
