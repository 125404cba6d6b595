import type { PlanValue } from '@/lib/catalog/schemas/plan-features-schema'

/** A matrix cell: ✓ for included, — for not included, otherwise the text (one line per list item). */
export function PlanFeatureValue({ value }: { value: PlanValue }) {
  if (value === true) {
    return (
      <span role="img" aria-label="Included" className="text-brand">
        ✓
      </span>
    )
  }
  if (value === false) {
    return (
      <span role="img" aria-label="Not included" className="text-muted">
        —
      </span>
    )
  }
  if (typeof value === 'string') return <span>{value}</span>
  return (
    <span className="flex flex-col">
      {value.map((line, index) => (
        <span key={line} className={index > 0 ? 'text-xs text-muted' : undefined}>
          {line}
        </span>
      ))}
    </span>
  )
}
