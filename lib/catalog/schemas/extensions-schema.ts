import { z } from 'zod'

import { TAGS } from '../extension-entry'

// Kept apart from the data (../extension-entry and the extensions-* lists) so the extensions pages do
// not ship zod; only the catalogue tests validate against it at runtime.

export const extensionSchema = z.object({
  name: z.string().regex(/^[a-z0-9_-]+$/),
  comment: z.string().min(1),
  tags: z.array(z.enum(TAGS)).min(1),
  link: z.union([z.string().startsWith('/guides/database/extensions/'), z.url(), z.null()]),
  github_url: z.url().nullable(),
  product: z.string().min(1).nullable(),
  product_url: z.string().startsWith('/project/{ref}/').nullable(),
  deprecated: z.array(z.string().regex(/^\d+$/)).optional(),
})

export type Extension = z.infer<typeof extensionSchema>
