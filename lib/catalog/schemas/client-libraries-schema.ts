import { z } from 'zod'

// Kept apart from the data (../client-libraries) so pages that show the libraries do not ship zod;
// only the catalogue tests validate against it at runtime.

export const clientLibrarySchema = z.object({
  language: z.string().min(1),
  officialSupport: z.boolean(),
  releaseState: z.string().min(1).optional(),
  docsUrl: z.url(),
  gitUrl: z.url(),
  altIconName: z.string().min(1).optional(),
})

export type ClientLibrary = z.infer<typeof clientLibrarySchema>
