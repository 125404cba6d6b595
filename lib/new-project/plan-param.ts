import { isNewProjectPlan, NEW_PROJECT_PLANS, type NewProjectPlan } from '@/lib/catalog/pricing-tiers'

export type PlanParamResult = { isValid: true; plan?: NewProjectPlan } | { isValid: false; message: string }

export function invalidPlanMessage(value: string): string {
  return `"${value}" is not a plan a new project can start on. Choose one of: ${NEW_PROJECT_PLANS.join(', ')}.`
}

/**
 * The ?plan= of /new (SPEC §5: one of free, pro or team). Absent means "no preference"; anything else,
 * including an empty or repeated parameter, is rejected with a message the page shows.
 */
export function parsePlanParam(value: string | string[] | undefined): PlanParamResult {
  if (value === undefined) return { isValid: true }
  const single = Array.isArray(value) ? value.join(',') : value
  return isNewProjectPlan(single) ? { isValid: true, plan: single } : { isValid: false, message: invalidPlanMessage(single) }
}
