import { z } from 'zod'

// Kept apart from the data (../plan-features/*) so the billing page's feature matrix does not ship zod;
// only the catalogue tests validate against it at runtime.

/** The plan feature matrix entry of SPEC §3: a value per plan, each a boolean, a string or a list of lines. */
export const planValueSchema = z.union([z.boolean(), z.string().min(1), z.array(z.string().min(1)).min(1)])
export type PlanValue = z.infer<typeof planValueSchema>

export const planFeatureSchema = z.object({
  key: z.string().regex(/^[a-z]+(?:_[a-z]+)*\.[a-zA-Z0-9]+$/, 'section.camelCaseName'),
  title: z.string().min(1),
  usage_based: z.boolean(),
  plans: z.object({ free: planValueSchema, pro: planValueSchema, team: planValueSchema, enterprise: planValueSchema }),
})

export type PlanFeature = z.infer<typeof planFeatureSchema>
export type PlanValues = PlanFeature['plans']

export const planFeatureSectionSchema = z.object({
  key: z.string().min(1),
  title: z.string().min(1),
  features: z.array(planFeatureSchema).min(1),
})

export type PlanFeatureSection = z.infer<typeof planFeatureSectionSchema>
