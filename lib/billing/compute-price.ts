import { COMPUTE_SPECS } from '@/lib/catalog/compute-specs'
import type { ComputeSpec } from '@/lib/catalog/schemas/compute-specs-schema'
import type { Schemas } from '@/lib/api/types'
import { formatCurrency, roundToFiveDecimals } from '@/lib/format/money'

type AddonVariant = Schemas['AddonVariant']

/** Compute is billed by the hour; a month is estimated as 31 days, the platform's own estimate. */
export const HOURS_PER_MONTH = 744

/** A variant's price per hour, whichever interval the platform quotes it in. */
export function hourlyPrice(variant: Pick<AddonVariant, 'price' | 'price_interval'>): number {
  const price = Number.isFinite(variant.price) ? variant.price : 0
  return roundToFiveDecimals(variant.price_interval === 'monthly' ? price / HOURS_PER_MONTH : price)
}

export function monthlyPrice(variant: Pick<AddonVariant, 'price' | 'price_interval'>): number {
  const price = Number.isFinite(variant.price) ? variant.price : 0
  return roundToFiveDecimals(variant.price_interval === 'monthly' ? price : price * HOURS_PER_MONTH)
}

export interface PriceDifference {
  hourly: number
  monthly: number
}

/** What moving from `current` to `next` adds (positive) or saves (negative), per hour and per month. */
export function priceDifference(
  current: Pick<AddonVariant, 'price' | 'price_interval'> | undefined,
  next: Pick<AddonVariant, 'price' | 'price_interval'>
): PriceDifference {
  const from = current ? { hourly: hourlyPrice(current), monthly: monthlyPrice(current) } : { hourly: 0, monthly: 0 }
  return {
    hourly: roundToFiveDecimals(hourlyPrice(next) - from.hourly),
    monthly: roundToFiveDecimals(monthlyPrice(next) - from.monthly),
  }
}

/** "+$0.00716" / "−$5.33" / "$0.00": the sign says whether the bill goes up or down. */
export function formatSignedCurrency(amount: number): string {
  if (amount === 0) return formatCurrency(0)
  return `${amount > 0 ? '+' : '−'}${formatCurrency(Math.abs(amount))}`
}

/**
 * A size's hardware: SPEC §9's catalogue where it has the size (ci_nano, ci_micro), otherwise what
 * the add-ons answer says about it.
 */
export function computeSpecOf(variant: Pick<AddonVariant, 'identifier' | 'meta'>): Partial<ComputeSpec> {
  const catalogue = (COMPUTE_SPECS as Record<string, ComputeSpec>)[variant.identifier]
  return catalogue ?? variant.meta ?? {}
}

/** "Shared CPU", "2-core CPU", "4-core dedicated CPU". */
export function describeCpu(spec: Partial<ComputeSpec>): string {
  if (spec.cpu_cores === undefined) return 'CPU not listed'
  if (spec.cpu_cores === 'Shared') return 'Shared CPU'
  return `${spec.cpu_cores}-core${spec.cpu_dedicated ? ' dedicated' : ''} CPU`
}
