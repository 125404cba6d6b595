import type { PlanFeature } from '../schemas/plan-features-schema'

import { eachPlan, freeAndPaid } from './plan-values'

export const STORAGE_FEATURES: PlanFeature[] = [
  {
    key: 'storage.size',
    title: 'Storage',
    usage_based: true,
    plans: freeAndPaid('1 GB included', ['100 GB included', 'then $0.021/GB'], 'Custom'),
  },
  {
    key: 'storage.maxFileSize',
    title: 'Max file upload size',
    usage_based: false,
    plans: eachPlan('50 MB', '500 GB', '500 GB', 'Custom'),
  },
  {
    key: 'storage.cdn',
    title: 'Content Delivery Network',
    usage_based: false,
    plans: eachPlan('Basic CDN', 'Smart CDN', 'Smart CDN', 'Smart CDN'),
  },
  {
    key: 'storage.imageTransformations',
    title: 'Image transformations',
    usage_based: true,
    plans: freeAndPaid(false, ['100 origin images included', 'then $5 per 1000 origin images'], 'Custom'),
  },
  {
    key: 'storage.byoStorage',
    title: 'Bring your own storage provider',
    usage_based: false,
    plans: eachPlan(false, false, false, true),
  },
]
