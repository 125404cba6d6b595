import type { PlanFeature } from '../schemas/plan-features-schema'

import { eachPlan, freeAndPaid } from './plan-values'

export const DATABASE_FEATURES: PlanFeature[] = [
  {
    key: 'database.size',
    title: 'Database size',
    usage_based: true,
    plans: freeAndPaid('500 MB per project', ['8 GB disk included', 'then $0.125/GB'], 'Custom'),
  },
  {
    key: 'database.automaticBackups',
    title: 'Automatic backups',
    usage_based: false,
    plans: eachPlan(false, '7 days', '14 days', 'Custom'),
  },
  {
    key: 'database.pitr',
    title: 'Point in time recovery',
    usage_based: false,
    plans: freeAndPaid(
      false,
      '$100/month per 7 days of retention',
      '$100/month per 7 days of retention, more than 28 days of retention available'
    ),
  },
  {
    key: 'database.pausing',
    title: 'Pausing',
    usage_based: false,
    plans: freeAndPaid('After 1 week of inactivity', 'Never', 'Never'),
  },
  {
    key: 'database.branching',
    title: 'Branching',
    usage_based: true,
    plans: freeAndPaid(false, '$0.01344 per branch per hour', 'Custom'),
  },
  {
    key: 'database.egress',
    title: 'Egress',
    usage_based: true,
    plans: freeAndPaid('5 GB included', ['250 GB included', 'then $0.09/GB'], 'Custom'),
  },
  {
    key: 'database.cachedEgress',
    title: 'Cached egress',
    usage_based: true,
    plans: freeAndPaid('5 GB included', ['250 GB included', 'then $0.03/GB'], 'Custom'),
  },
  {
    key: 'database.advancedDiskConfig',
    title: 'Advanced disk config',
    usage_based: false,
    plans: freeAndPaid(false, true, true),
  },
]
