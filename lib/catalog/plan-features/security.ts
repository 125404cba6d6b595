import type { PlanFeature } from '../schemas/plan-features-schema'

import { eachPlan, freeAndPaid } from './plan-values'

const ENTERPRISE_ONLY = eachPlan(false, false, false, true)

export const SECURITY_FEATURES: PlanFeature[] = [
  {
    key: 'security.logRetention',
    title: 'Log retention',
    usage_based: false,
    plans: eachPlan('1 day', '7 days', '28 days', '90 days'),
  },
  {
    key: 'security.logDrain',
    title: 'Log drain',
    usage_based: true,
    plans: eachPlan(false, false, ['$60/drain/month', '+ $0.20/M events', '+ $0.09/GB'], 'Custom'),
  },
  { key: 'security.metricsEndpoint', title: 'Metrics endpoint', usage_based: false, plans: freeAndPaid(false, true, true) },
  { key: 'security.soc2', title: 'SOC2', usage_based: false, plans: eachPlan(false, false, true, true) },
  {
    key: 'security.hipaa',
    title: 'HIPAA',
    usage_based: false,
    plans: eachPlan(false, false, 'Paid add-on', 'Paid add-on'),
  },
  { key: 'security.sso', title: 'SSO', usage_based: false, plans: eachPlan(false, false, 'Contact Us', 'Contact Us') },
  { key: 'security.uptimeSla', title: 'Uptime SLA', usage_based: false, plans: ENTERPRISE_ONLY },
  {
    // SPEC §6: access roles by plan.
    key: 'security.accessRoles',
    title: 'Access roles',
    usage_based: false,
    plans: eachPlan(
      'Owner, Admin, Developer',
      'Owner, Admin, Developer',
      ['Owner, Admin, Developer, Read-only', 'Predefined project-scoped roles'],
      'Custom project-scoped roles'
    ),
  },
  { key: 'security.vanityUrls', title: 'Vanity URLs', usage_based: false, plans: freeAndPaid(false, true, true) },
  {
    key: 'security.customDomains',
    title: 'Custom domains',
    usage_based: false,
    plans: freeAndPaid(false, '$10/domain/month per project', ['1 included', 'then $10/domain/month']),
  },
  { key: 'security.byoCloud', title: 'BYO cloud', usage_based: false, plans: ENTERPRISE_ONLY },
]
