import 'server-only'

import { z } from 'zod'

/** The JSON bodies of postgres-meta's table and column writes, checked before anything is planned. */
const nullableText = z.string().nullable().optional()
const identityGeneration = z.enum(['BY DEFAULT', 'ALWAYS']).optional()
const defaultValueFormat = z.enum(['literal', 'expression']).optional()

export const createTableBody = z.object({ schema: z.string().min(1).default('public'), name: z.string().min(1), comment: nullableText })

export const updateTableBody = z.object({
  name: z.string().min(1).optional(),
  schema: z.string().min(1).optional(),
  comment: nullableText,
  rls_enabled: z.boolean().optional(),
  rls_forced: z.boolean().optional(),
  primary_keys: z.array(z.object({ name: z.string().min(1) })).optional(),
})

export const createColumnBody = z.object({
  table_id: z.number().int().nonnegative().max(4_294_967_295),
  name: z.string().min(1),
  type: z.string().min(1),
  default_value: z.unknown().optional(),
  default_value_format: defaultValueFormat,
  is_identity: z.boolean().optional(),
  identity_generation: identityGeneration,
  is_nullable: z.boolean().optional(),
  is_primary_key: z.boolean().optional(),
  is_unique: z.boolean().optional(),
  check: nullableText,
  comment: nullableText,
})

export const updateColumnBody = z.object({
  name: z.string().min(1).optional(),
  type: z.string().min(1).optional(),
  drop_default: z.boolean().optional(),
  default_value: z.unknown().optional(),
  default_value_format: defaultValueFormat,
  is_identity: z.boolean().optional(),
  identity_generation: identityGeneration,
  is_nullable: z.boolean().optional(),
  is_unique: z.boolean().optional(),
  check: nullableText,
  comment: nullableText,
})
