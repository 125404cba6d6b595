import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import type { Schemas } from '@/lib/api/types'
import { buildCatalogOpenApi, parseArguments } from '@/lib/api-docs/catalog-openapi'
import { resourcesFromOpenApi } from '@/lib/api-docs/resources'
import { shellQuote, snippetsFor } from '@/lib/api-docs/snippets'
import { buildTypescriptTypes } from '@/lib/api-docs/typescript-types'

const HOSTILE = `o'hara "x"/y`

function column(name: string, format: string, extra: Partial<Schemas['PgColumn']> = {}): Schemas['PgColumn'] {
  return {
    id: `1.${name}`,
    table_id: 1,
    schema: 'public',
    table: HOSTILE,
    name,
    ordinal_position: 1,
    data_type: format,
    format,
    is_identity: false,
    identity_generation: null,
    is_generated: false,
    is_nullable: true,
    is_updatable: true,
    is_unique: false,
    default_value: null,
    check: null,
    enums: [],
    comment: null,
    ...extra,
  } as Schemas['PgColumn']
}

const table = {
  id: 1,
  schema: 'public',
  name: HOSTILE,
  rls_enabled: false,
  live_rows_estimate: 0,
  size: '0 bytes',
  comment: 'Customers who pay',
  primary_keys: [{ schema: 'public', table_name: HOSTILE, name: 'id', table_id: 1 }],
  relationships: [],
  columns: [
    column('id', 'int8', { ordinal_position: 1, is_identity: true, is_nullable: false }),
    column('full name', 'text', { ordinal_position: 2, is_nullable: false, comment: 'As printed on invoices' }),
    column('tags', '_text', { ordinal_position: 3, data_type: 'ARRAY' }),
  ],
} as Schemas['PgTable']

const fn = {
  id: 2,
  schema: 'public',
  name: 'add_points',
  language: 'sql',
  definition: 'select 1',
  argument_types: 'customer bigint, "by amount" integer DEFAULT 1',
  return_type: 'integer',
  behavior: 'VOLATILE',
  security_definer: false,
  comment: 'Adds loyalty points',
} as Schemas['PgFunction']

describe('API docs from the catalogue', () => {
  const resources = resourcesFromOpenApi(buildCatalogOpenApi({ tables: [table], views: [], functions: [fn] }))

  it('describes tables and functions with columns, comments and required fields', () => {
    expect(resources.map((resource) => [resource.kind, resource.name])).toEqual([
      ['table', HOSTILE],
      ['function', 'add_points'],
    ])
    const [customers, addPoints] = resources
    expect(customers.description).toBe('Customers who pay')
    expect(customers.columns).toEqual([
      { name: 'id', format: 'int8', type: 'integer', description: null, isRequired: false, isPrimaryKey: true },
      { name: 'full name', format: 'text', type: 'string', description: 'As printed on invoices', isRequired: true, isPrimaryKey: false },
      { name: 'tags', format: 'text[]', type: 'array', description: null, isRequired: false, isPrimaryKey: false },
    ])
    expect(addPoints.columns.map((argument) => [argument.name, argument.format])).toEqual([
      ['customer', 'bigint'],
      ['by amount', 'integer'],
    ])
  })

  it('parses argument lists with defaults, modes and quoted names', () => {
    expect(parseArguments('IN a numeric(10,2), OUT b text, VARIADIC c text[]')).toEqual([
      { name: 'a', format: 'numeric(10,2)' },
      { name: 'c', format: 'text[]' },
    ])
  })

  it('ignores a wrong-shaped document instead of failing', () => {
    expect(resourcesFromOpenApi(null)).toEqual([])
    expect(resourcesFromOpenApi({ paths: { '/x': 'nope', '/y': { get: {} } }, definitions: 5 })).toEqual([
      { name: 'y', kind: 'table', description: null, columns: [], isWritable: false },
    ])
  })

  it('quotes a hostile table name for JavaScript, URLs and the shell', () => {
    const snippets = snippetsFor(resources[0], { url: 'https://abc.example.test', apiKey: 'anon-key' })
    expect(snippets.map((snippet) => snippet.id)).toEqual(['read', 'filter', 'insert', 'update', 'delete'])
    const read = snippets[0]
    expect(read.js).toContain(`supabase.from(${JSON.stringify(HOSTILE)}).select('*')`)
    expect(read.js).toContain(`createClient("https://abc.example.test", "anon-key")`)
    expect(read.curl).toContain(`'https://abc.example.test/rest/v1/o'\\''hara%20%22x%22%2Fy?select=*'`)
    // The shell word really is the URL: let a POSIX shell read it back.
    const url = execFileSync('sh', ['-c', `printf %s ${shellQuote(`https://h/rest/v1/${encodeURIComponent(HOSTILE)}`)}`]).toString()
    expect(decodeURIComponent(url.split('/rest/v1/')[1])).toBe(HOSTILE)
    const insert = snippets.find((snippet) => snippet.id === 'insert')
    expect(insert?.curl).toContain(`-d '{"full name":"value","tags":[]}'`)
  })

  it('calls functions through /rpc with their arguments', () => {
    const [call] = snippetsFor(resources[1], { url: 'https://abc.example.test', apiKey: 'k' })
    expect(call.js).toContain(`supabase.rpc("add_points", {\n  "customer": 1,\n  "by amount": 1\n})`)
    expect(call.curl).toContain(`curl -X POST 'https://abc.example.test/rest/v1/rpc/add_points'`)
  })

  it('generates the typed-client file', () => {
    const types = buildTypescriptTypes({ schema: 'public', tables: [table], views: [], functions: [fn] })
    expect(types).toContain(`      ${JSON.stringify(HOSTILE)}: {`)
    expect(types).toContain('        Row: {\n          id: number\n          "full name": string\n          tags: string[] | null\n        }')
    expect(types).toContain('        Insert: {\n          id?: number\n          "full name": string\n          tags?: string[] | null\n        }')
    expect(types).toContain('          "by amount": number')
    expect(types).toContain('    Views: {\n      [_ in never]: never\n    }')
  })
})
