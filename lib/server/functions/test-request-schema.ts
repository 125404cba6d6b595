import 'server-only'

import { z } from 'zod'

import { FUNCTION_SLUG_PATTERN } from '@/lib/functions/names'
import { MAX_TEST_TIMEOUT_MS, TEST_METHODS, TEST_ROLES } from '@/lib/functions/test-request'

/** The test endpoint's body, checked before anything is forwarded. */
export const functionTestRequestSchema = z.object({
  projectRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a project ref'),
  slug: z.string().regex(FUNCTION_SLUG_PATTERN, 'is not a function slug'),
  method: z.enum(TEST_METHODS),
  /** Below the function's URL: "" or "/…". */
  path: z.string().max(2048).default(''),
  /** Query string without the "?". */
  query: z.string().max(4096).default(''),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().max(1024 * 1024).optional(),
  role: z.enum(TEST_ROLES).default('anon'),
  timeoutMs: z.number().int().min(100).max(MAX_TEST_TIMEOUT_MS).optional(),
})

export type ParsedFunctionTestRequest = z.output<typeof functionTestRequestSchema>
