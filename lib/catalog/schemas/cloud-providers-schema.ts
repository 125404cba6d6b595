import { z } from 'zod'

import { CLOUD_PROVIDER_IDS } from '../cloud-providers'

import { regionSchema } from './regions-schema'

// Kept apart from the data (../cloud-providers) so pages that pick a provider do not ship zod; only the
// catalogue tests validate against it at runtime.

export const cloudProviderSchema = z
  .object({
    id: z.enum(CLOUD_PROVIDER_IDS),
    name: z.string().min(1),
    default_region: z.string().min(1),
    regions: z.array(regionSchema).min(1),
    DEFAULT_SSH_KEY: z.string().optional(),
  })
  .refine((provider) => provider.regions.some((region) => region.code === provider.default_region), {
    message: 'default_region must be one of the provider regions',
  })
