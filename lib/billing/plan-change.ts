import type { PlanId } from '@/lib/catalog/pricing-tiers'
import { PLAN_IDS } from '@/lib/catalog/pricing-tiers'
import type { PricingTier } from '@/lib/catalog/schemas/pricing-tiers-schema'

export type PlanChangeDirection = 'upgrade' | 'downgrade' | 'none'

/** Plans are ordered Free < Pro < Team < Enterprise (the catalogue's display order). */
export function planChangeDirection(from: PlanId, to: PlanId): PlanChangeDirection {
  const delta = PLAN_IDS.indexOf(to) - PLAN_IDS.indexOf(from)
  return delta > 0 ? 'upgrade' : delta < 0 ? 'downgrade' : 'none'
}

export interface PlanPriceChange {
  /** Base plan price per month, before and after, in USD. */
  currentMonthly: number
  nextMonthly: number
  /** What the change adds (positive) or saves (negative) per month on the base price. */
  monthlyDifference: number
}

/** The base-price difference between two catalogue tiers; undefined when either is priced by contract. */
export function planPriceChange(
  current: Pick<PricingTier, 'priceMonthly'>,
  next: Pick<PricingTier, 'priceMonthly'>
): PlanPriceChange | undefined {
  if (typeof current.priceMonthly !== 'number' || typeof next.priceMonthly !== 'number') return undefined
  // Whole cents, so 25 − 599 is exactly −574 and never −573.9999….
  const difference = Math.round((next.priceMonthly - current.priceMonthly) * 100) / 100
  return { currentMonthly: current.priceMonthly, nextMonthly: next.priceMonthly, monthlyDifference: difference }
}

/** The sum of preview lines in USD, to whole cents. */
export function previewTotal(lines: readonly { total_price: number }[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.total_price, 0) * 100) / 100
}

/**
 * What the organization loses by moving down to `to` (SPEC §9 tiers): each plan's own inclusions
 * that the lower plan lacks. Free also caps usage and pauses idle projects.
 */
export function downgradeConsequences(from: PlanId, to: PlanId, tiers: readonly PricingTier[]): string[] {
  if (planChangeDirection(from, to) !== 'downgrade') return []
  const consequences: string[] = []
  const fromIndex = PLAN_IDS.indexOf(from)
  const toIndex = PLAN_IDS.indexOf(to)
  // Every plan above the target, down from the current one, takes its own features with it.
  for (let index = fromIndex; index > toIndex; index -= 1) {
    const tier = tiers.find((candidate) => candidate.planId === PLAN_IDS[index])
    for (const feature of tier?.features ?? []) {
      consequences.push(`No longer included: ${typeof feature === 'string' ? feature : feature[0]}`)
    }
  }
  if (to === 'free') {
    consequences.push('Usage is capped at the Free quota; nothing beyond it is billed or served.')
    consequences.push('Projects are paused after 1 week of inactivity, and at most 2 projects can stay active.')
    consequences.push('Compute add-ons are removed and projects go back to the smallest compute size.')
  }
  return consequences
}
