import type { PlanValue, PlanValues } from '../schemas/plan-features-schema'

// Builders for the plan feature matrix; its zod schema lives in schemas/plan-features-schema so the
// billing page does not ship zod.

/**
 * SPEC §9: "Where only two values appear, the first is free and the second is pro and team together."
 * Enterprise is given separately.
 */
export function freeAndPaid(free: PlanValue, paid: PlanValue, enterprise: PlanValue): PlanValues {
  return { free, pro: paid, team: paid, enterprise }
}

export function eachPlan(free: PlanValue, pro: PlanValue, team: PlanValue, enterprise: PlanValue): PlanValues {
  return { free, pro, team, enterprise }
}

/** The same value on every plan. */
export function allPlans(value: PlanValue): PlanValues {
  return { free: value, pro: value, team: value, enterprise: value }
}
