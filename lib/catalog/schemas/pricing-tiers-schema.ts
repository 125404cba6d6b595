import { z } from 'zod'

import { NEW_PROJECT_PLANS, PLAN_IDS, PRICING_TIER_IDS } from '../pricing-tiers'

// Kept apart from the data (../pricing-tiers) so billing and new-project pages do not ship zod; only the
// catalogue tests validate against it at runtime (app code uses isNewProjectPlan instead).

export const newProjectPlanSchema = z.enum(NEW_PROJECT_PLANS)

/** A feature line, or a [main line, overage line] pair. */
export const pricingFeatureSchema = z.union([z.string().min(1), z.tuple([z.string().min(1), z.string().min(1)])])
export type PricingFeature = z.infer<typeof pricingFeatureSchema>

export const pricingTierSchema = z.object({
  id: z.enum(PRICING_TIER_IDS),
  planId: z.enum(PLAN_IDS),
  name: z.string().min(1),
  nameBadge: z.string().optional(),
  costUnit: z.string().optional(),
  href: z.string().min(1),
  priceLabel: z.string().optional(),
  priceMonthly: z.union([z.number().nonnegative(), z.literal('Custom')]),
  warning: z.string().optional(),
  description: z.string().min(1),
  preface: z.string(),
  features: z.array(pricingFeatureSchema).min(1),
  footer: z.string().optional(),
  cta: z.string().min(1),
})

export type PricingTier = z.infer<typeof pricingTierSchema>
