import type { z } from 'zod'

/**
 * Bodies at the edges of the contract, read off the zod schemas generated from lib/api/openapi.yaml
 * (lib/api/schemas/response-schemas.generated.ts): the same answer with only its required fields (the
 * 'minimal' scenario, and the generated contract test), and samples with only the required fields or
 * with every optional field plus fields the contract does not know (tests/api/contract-generated.test.ts).
 */

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  innerType?: z.ZodType
  element?: z.ZodType
  options?: z.ZodType[]
  values?: unknown[]
  valueType?: z.ZodType
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value with every field its schema does not require removed, at every depth. */
export function stripToRequired(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return value === undefined || value === null ? value : stripToRequired(def.innerType as z.ZodType, value)
    case 'array':
      return Array.isArray(value) ? value.map((item) => stripToRequired(def.element as z.ZodType, item)) : value
    case 'record':
      return isPlainObject(value)
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripToRequired(def.valueType as z.ZodType, item)]))
        : value
    case 'union': {
      // The option the value is an instance of decides what it must keep.
      const option = def.options?.find((candidate) => candidate.safeParse(value).success)
      return option ? stripToRequired(option, value) : value
    }
    case 'object': {
      if (!isPlainObject(value)) return value
      const kept: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (defOf(field).type === 'optional' || !(key in value)) continue
        kept[key] = stripToRequired(field, value[key])
      }
      return kept
    }
    default:
      return value
  }
}

type SampleMode = 'required' | 'full'

/** A field no contract names: tolerant reads must let it through. */
export const UNKNOWN_FIELD = 'x_field_the_contract_does_not_know'

/**
 * A body the schema accepts: 'required' has only the required fields (null where null is allowed), 'full'
 * every optional field too, plus an unknown field on every object.
 */
export function sampleBody(schema: z.ZodType, mode: SampleMode): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
      return sampleBody(def.innerType as z.ZodType, mode)
    case 'nullable':
      return mode === 'required' ? null : sampleBody(def.innerType as z.ZodType, mode)
    case 'null':
      return null
    case 'string':
      return 'sample'
    case 'number':
      return 1
    case 'boolean':
      return true
    case 'literal':
      return def.values?.[0]
    case 'array':
      return [sampleBody(def.element as z.ZodType, mode)]
    case 'record':
      return { sample: sampleBody(def.valueType as z.ZodType, mode) }
    case 'union': {
      // In 'required' mode the plainest option (a null, a literal) comes first; in 'full' the richest.
      const options = def.options ?? []
      const pick = mode === 'full' ? (options.find((option) => defOf(option).type !== 'null') ?? options[0]) : options[0]
      return sampleBody(pick, mode)
    }
    case 'object': {
      const body: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (mode === 'required' && defOf(field).type === 'optional') continue
        body[key] = sampleBody(field, mode)
      }
      if (mode === 'full') body[UNKNOWN_FIELD] = { nested: ['extra'] }
      return body
    }
    default:
      // unknown / any: anything goes, and a string is as plain as it gets.
      return mode === 'full' ? { [UNKNOWN_FIELD]: true } : 'sample'
  }
}
