import type { Schemas } from '@/lib/api/types'

/**
 * A PostgREST-style OpenAPI (Swagger 2.0) description of one API schema, built from postgres-meta's
 * catalogue shapes. The hosted platform answers GET /platform/projects/{ref}/api/rest with PostgREST's
 * own document; self-hosted (and the mock platform) build the same subset here from the catalogue, so
 * the API docs page reads one format in both modes.
 */

type PgColumn = Schemas['PgColumn']
type Relation = { name: string; comment: string | null; columns?: PgColumn[]; primary_keys?: { name: string }[] }

export interface OpenApiProperty {
  type?: string
  format: string
  description?: string
  default?: unknown
  enum?: string[]
  items?: { type: string }
}

export interface PostgrestOpenApi {
  swagger: '2.0'
  info: { title: string; version: string; description?: string }
  basePath: '/'
  definitions: Record<string, { type: 'object'; description?: string; required?: string[]; properties: Record<string, OpenApiProperty> }>
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string; parameters?: unknown[] }>>
}

/** PostgREST's mapping of Postgres types to JSON-schema types. */
export function jsonTypeOf(format: string): string | undefined {
  const type = format.replace(/^_/, '')
  if (format.startsWith('_') || format.endsWith('[]')) return 'array'
  if (/^(int2|int4|int8|smallint|integer|bigint)$/.test(type)) return 'integer'
  if (/^(float4|float8|numeric|real|double precision)$/.test(type)) return 'number'
  if (type === 'bool' || type === 'boolean') return 'boolean'
  if (type === 'json' || type === 'jsonb') return undefined
  return 'string'
}

function describeColumn(column: PgColumn, primaryKeys: Set<string>): string | undefined {
  const parts = [column.comment ?? undefined, primaryKeys.has(column.name) ? 'Note:\nThis is a Primary Key.<pk/>' : undefined].filter(Boolean)
  return parts.length > 0 ? parts.join('\n\n') : undefined
}

function definitionOf(relation: Relation) {
  const primaryKeys = new Set((relation.primary_keys ?? []).map((key) => key.name))
  const columns = [...(relation.columns ?? [])].sort((a, b) => a.ordinal_position - b.ordinal_position)
  const properties: Record<string, OpenApiProperty> = {}
  for (const column of columns) {
    const jsonType = jsonTypeOf(column.format)
    properties[column.name] = {
      ...(jsonType ? { type: jsonType } : {}),
      format: column.data_type === 'ARRAY' ? `${column.format.replace(/^_/, '')}[]` : column.format,
      ...(describeColumn(column, primaryKeys) ? { description: describeColumn(column, primaryKeys) } : {}),
      ...(column.enums?.length ? { enum: column.enums } : {}),
    }
  }
  const required = columns
    .filter((column) => !column.is_nullable && column.default_value === null && !column.is_identity && !column.is_generated)
    .map((column) => column.name)
  return { type: 'object' as const, ...(relation.comment ? { description: relation.comment } : {}), ...(required.length ? { required } : {}), properties }
}

/** "a integer, b text DEFAULT 'x'" → [{name:'a', format:'integer'}, …] (unnamed arguments are skipped: PostgREST cannot call them by name). */
export function parseArguments(argumentTypes: string): { name: string; format: string }[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of argumentTypes) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += char
  }
  if (current.trim()) parts.push(current)
  return parts
    .map((part) => part.trim().replace(/^(IN|INOUT|VARIADIC)\s+/i, '').replace(/\s+DEFAULT\s+.*$/i, ''))
    .filter((part) => !/^OUT\s/i.test(part))
    .map((part) => {
      const match = /^("(?:[^"]|"")+"|[A-Za-z_][\w$]*)\s+(.+)$/.exec(part)
      return match ? { name: match[1].startsWith('"') ? match[1].slice(1, -1).replace(/""/g, '"') : match[1], format: match[2] } : null
    })
    .filter((argument): argument is { name: string; format: string } => argument !== null)
}

export function buildCatalogOpenApi({
  tables,
  views,
  functions,
  title = 'PostgREST API',
}: {
  tables: Schemas['PgTable'][]
  views: Schemas['PgView'][]
  functions: Schemas['PgFunction'][]
  title?: string
}): PostgrestOpenApi {
  const definitions: PostgrestOpenApi['definitions'] = {}
  const paths: PostgrestOpenApi['paths'] = {}
  for (const table of tables) {
    definitions[table.name] = definitionOf(table)
    paths[`/${table.name}`] = {
      get: { tags: [table.name], ...(table.comment ? { summary: table.comment } : {}) },
      post: { tags: [table.name] },
      patch: { tags: [table.name] },
      delete: { tags: [table.name] },
    }
  }
  for (const view of views) {
    definitions[view.name] = definitionOf(view)
    paths[`/${view.name}`] = {
      get: { tags: [view.name], ...(view.comment ? { summary: view.comment } : {}) },
      ...(view.is_updatable ? { post: { tags: [view.name] }, patch: { tags: [view.name] }, delete: { tags: [view.name] } } : {}),
    }
  }
  for (const fn of functions) {
    // Trigger and event-trigger functions cannot be called through the API.
    if (/^(trigger|event_trigger)$/.test(fn.return_type)) continue
    const properties = Object.fromEntries(parseArguments(fn.argument_types).map((argument) => [argument.name, { format: argument.format, type: jsonTypeOf(argument.format) }]))
    paths[`/rpc/${fn.name}`] = {
      post: {
        tags: ['(rpc) ' + fn.name],
        ...(fn.comment ? { summary: fn.comment } : {}),
        parameters: [{ in: 'body', name: 'args', required: true, schema: { type: 'object', properties } }],
      },
    }
  }
  return { swagger: '2.0', info: { title, version: '1' }, basePath: '/', definitions, paths }
}
