import { z } from 'zod'

// Kept apart from the data (../regions) so pages that show regions do not ship zod; only the catalogue
// tests validate against it at runtime.

export const regionSchema = z.object({
  code: z.string().min(1),
  displayName: z.string().min(1),
  location: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
})
