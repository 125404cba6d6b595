import type { PlanFeature } from '../schemas/plan-features-schema'

import { allPlans, eachPlan, freeAndPaid } from './plan-values'

const TEAM_AND_ENTERPRISE = eachPlan(false, false, true, true)
const ENTERPRISE_ONLY = eachPlan(false, false, false, true)

export const SUPPORT_FEATURES: PlanFeature[] = [
  { key: 'support.community', title: 'Community support', usage_based: false, plans: allPlans(true) },
  { key: 'support.email', title: 'Email support', usage_based: false, plans: freeAndPaid(false, true, true) },
  { key: 'support.emailSla', title: 'Email support SLA', usage_based: false, plans: TEAM_AND_ENTERPRISE },
  {
    key: 'support.securityQuestionnaireHelp',
    title: 'Help with security questionnaires',
    usage_based: false,
    plans: TEAM_AND_ENTERPRISE,
  },
  { key: 'support.designatedSupport', title: 'Designated support', usage_based: false, plans: ENTERPRISE_ONLY },
  { key: 'support.onboarding', title: 'Onboarding support', usage_based: false, plans: ENTERPRISE_ONLY },
  { key: 'support.customerSuccess', title: 'Designated customer success team', usage_based: false, plans: ENTERPRISE_ONLY },
]
