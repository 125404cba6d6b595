import type { PlanFeature } from '../schemas/plan-features-schema'

import { freeAndPaid } from './plan-values'

export const EDGE_FUNCTION_FEATURES: PlanFeature[] = [
  {
    key: 'edge_functions.invocations',
    title: 'Invocations',
    usage_based: true,
    plans: freeAndPaid('500,000 included', ['2M included', 'then $2 per 1M'], 'Custom'),
  },
]
