import type { PlanFeature } from '../schemas/plan-features-schema'

import { allPlans, eachPlan } from './plan-values'

export const DASHBOARD_FEATURES: PlanFeature[] = [
  { key: 'dashboard.teamMembers', title: 'Team members', usage_based: false, plans: allPlans('Unlimited') },
  { key: 'dashboard.auditTrails', title: 'Audit trails', usage_based: false, plans: eachPlan(false, false, true, true) },
]
