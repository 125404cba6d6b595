import { cellPreview, NULL_LABEL } from '@/components/project/table-editor/grid/grid-cell-value'

/** A cell's one-line preview; SQL NULL is a muted NULL, never confused with an empty string. */
export function GridCellContent({ value }: { value: unknown }) {
  const preview = cellPreview(value)
  if (preview === null) return <span className="text-muted italic">{NULL_LABEL}</span>
  return <span className="min-w-0 truncate">{preview}</span>
}
