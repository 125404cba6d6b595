import type { PlanFeature } from '../schemas/plan-features-schema'

import { allPlans, eachPlan, freeAndPaid } from './plan-values'

const PAID_ONLY = freeAndPaid(false, true, true)

export const AUTH_FEATURES: PlanFeature[] = [
  { key: 'auth.totalUsers', title: 'Total users', usage_based: false, plans: allPlans('Unlimited') },
  {
    key: 'auth.maus',
    title: 'MAUs',
    usage_based: true,
    plans: freeAndPaid('50,000 included', ['100,000 included', 'then $0.00325/MAU'], 'Custom'),
  },
  {
    key: 'auth.thirdPartyMaus',
    title: 'Third-party MAUs',
    usage_based: true,
    plans: freeAndPaid('50,000 included', ['100,000 included', 'then $0.00325/MAU'], 'Custom'),
  },
  {
    key: 'auth.saml',
    title: 'Single Sign-On (SAML 2.0)',
    usage_based: true,
    plans: freeAndPaid(false, ['50 included', 'then $0.015/MAU'], 'Contact Us'),
  },
  {
    key: 'auth.auditTrails',
    title: 'Audit trails',
    usage_based: false,
    plans: eachPlan('1 hour', '7 days', '28 days', true),
  },
  {
    key: 'auth.advancedMfaPhone',
    title: 'Advanced MFA - Phone',
    usage_based: false,
    plans: freeAndPaid(
      false,
      ['$75/month for the first project', 'then $10/month per additional project'],
      'Custom'
    ),
  },
  { key: 'auth.removeBranding', title: 'Remove branding from emails', usage_based: false, plans: PAID_ONLY },
  { key: 'auth.leakedPasswordProtection', title: 'Leaked password protection', usage_based: false, plans: PAID_ONLY },
  { key: 'auth.singleSessionPerUser', title: 'Single session per user', usage_based: false, plans: PAID_ONLY },
  { key: 'auth.sessionTimeouts', title: 'Session timeouts', usage_based: false, plans: PAID_ONLY },
  {
    key: 'auth.authHooks',
    title: 'Auth hooks',
    usage_based: false,
    plans: eachPlan(
      ['Custom Access Token (JWT)', 'Send custom email/SMS'],
      ['Custom Access Token (JWT)', 'Send custom email/SMS'],
      'All',
      'All'
    ),
  },
  {
    key: 'auth.advancedSecurityFeatures',
    title: 'Advanced security features',
    usage_based: false,
    plans: eachPlan(false, false, false, 'Contact Us'),
  },
]
