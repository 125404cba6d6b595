import { z } from 'zod'

import { COMMON_LOG_FIELDS, LOG_FIELD_TYPES, LOG_SOURCE_REFERENCES } from '../log-sources'

// Kept apart from the data (../log-sources) so the logs explorer does not ship zod; only the catalogue
// tests validate against it at runtime.

export const logFieldSchema = z.object({ path: z.string().min(1), type: z.enum(LOG_FIELD_TYPES) })

export const logSourceSchema = z
  .object({
    name: z.string().min(1),
    reference: z.enum(LOG_SOURCE_REFERENCES),
    fields: z.array(logFieldSchema),
  })
  .superRefine((source, ctx) => {
    for (const common of COMMON_LOG_FIELDS) {
      const field = source.fields.find((candidate) => candidate.path === common.path)
      if (field?.type !== common.type) {
        ctx.addIssue({ code: 'custom', message: `missing common field ${common.path} (${common.type})` })
      }
    }
    const paths = source.fields.map((field) => field.path)
    if (new Set(paths).size !== paths.length) ctx.addIssue({ code: 'custom', message: 'duplicate field path' })
  })
