import type { PlanFeature } from '../schemas/plan-features-schema'

import { eachPlan, freeAndPaid } from './plan-values'

export const REALTIME_FEATURES: PlanFeature[] = [
  {
    key: 'realtime.peakConnections',
    title: 'Concurrent peak connections',
    usage_based: true,
    plans: freeAndPaid('200 included', ['500 included', 'then $10 per 1000'], 'Custom'),
  },
  {
    key: 'realtime.messages',
    title: 'Messages per month',
    usage_based: true,
    plans: freeAndPaid('2M included', ['5M included', 'then $2.50/M'], 'Custom'),
  },
  {
    key: 'realtime.maxMessageSize',
    title: 'Max message size',
    usage_based: false,
    plans: eachPlan('250 KB', '3 MB', '3 MB', 'Custom'),
  },
]
