import type { Schemas } from '@/lib/api/types'
import { computeSpecOf, describeCpu, hourlyPrice, monthlyPrice } from '@/lib/billing/compute-price'
import { formatCurrency } from '@/lib/format/money'
import { cn } from '@/lib/utils/cn'

/** One compute size as a radio: name, hardware, connections and price. */
export function ComputeSizeOption({
  variant,
  isCurrent,
  isSelected,
  isDisabled,
  onSelect,
}: {
  variant: Schemas['AddonVariant']
  isCurrent: boolean
  isSelected: boolean
  isDisabled: boolean
  onSelect: () => void
}) {
  const spec = computeSpecOf(variant)
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        isSelected ? 'border-brand' : 'border-border'
      )}
    >
      <span className="flex items-center gap-2">
        <input type="radio" name="compute-size" checked={isSelected} disabled={isDisabled} onChange={onSelect} />
        <span className="font-medium">{variant.name}</span>
        {isCurrent && <span className="rounded-full border border-brand px-2 text-xs text-brand">Current</span>}
      </span>
      <span className="text-muted">
        {describeCpu(spec)}
        {spec.memory_gb !== undefined && ` · ${spec.memory_gb} GB memory`}
      </span>
      {spec.connections_direct !== undefined && (
        <span className="text-muted">
          {spec.connections_direct} direct connections · {spec.connections_pooler ?? '—'} pooler connections
        </span>
      )}
      <span>
        {formatCurrency(hourlyPrice(variant))}/hour · ~{formatCurrency(monthlyPrice(variant))}/month
      </span>
    </label>
  )
}
