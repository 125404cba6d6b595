import 'server-only'

import { z } from 'zod'

/** Request bodies of the platform's storage paths, validated before they reach the storage API. */
const mimeTypes = z.array(z.string().min(1)).nullable().optional()
const sizeLimit = z.number().int().positive().nullable().optional()

export const createBucketBody = z.object({ id: z.string().min(1), public: z.boolean().optional(), file_size_limit: sizeLimit, allowed_mime_types: mimeTypes })
export const updateBucketBody = z.object({ public: z.boolean().optional(), file_size_limit: sizeLimit, allowed_mime_types: mimeTypes })
export const listObjectsBody = z.object({
  path: z.string(),
  options: z
    .object({
      limit: z.number().int().positive().optional(),
      offset: z.number().int().min(0).optional(),
      search: z.string().optional(),
      sortBy: z.object({ column: z.string().optional(), order: z.string().optional() }).optional(),
    })
    .optional(),
})
export const moveObjectBody = z.object({ from: z.string().min(1), to: z.string().min(1) })
export const deleteObjectsBody = z.object({ paths: z.array(z.string().min(1)).min(1) })
export const signObjectBody = z.object({
  path: z.string().min(1),
  expiresIn: z.number().int().positive(),
  options: z.object({ download: z.boolean().optional() }).optional(),
})
export const publicUrlBody = z.object({ path: z.string().min(1) })
