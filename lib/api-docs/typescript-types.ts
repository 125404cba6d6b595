import type { Schemas } from '@/lib/api/types'

import { parseArguments } from './catalog-openapi'

/**
 * A typed-client file (`Database` type for supabase-js) from postgres-meta's catalogue shapes: each
 * table's Row, Insert and Update, each view's Row, each function's Args. Served at
 * GET /v1/projects/{ref}/types/typescript like the platform's generator.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name))

export function tsTypeOf(format: string, enums: string[] = []): string {
  if (enums.length > 0) return enums.map((value) => JSON.stringify(value)).join(' | ')
  const base = format.replace(/^_/, '').replace(/\[\]$/, '')
  const isArray = format.startsWith('_') || format.endsWith('[]')
  let type = 'string'
  if (/^(int2|int4|int8|smallint|integer|bigint|float4|float8|numeric|real|double precision|oid)$/.test(base)) type = 'number'
  else if (base === 'bool' || base === 'boolean') type = 'boolean'
  else if (base === 'json' || base === 'jsonb') type = 'Json'
  else if (base === 'void') type = 'undefined'
  return isArray ? `${type}[]` : type
}

function columnLines(columns: Schemas['PgColumn'][], mode: 'Row' | 'Insert' | 'Update', indent: string): string {
  return [...columns]
    .sort((a, b) => a.ordinal_position - b.ordinal_position)
    .map((column) => {
      const type = tsTypeOf(column.format, column.enums) + (column.is_nullable ? ' | null' : '')
      const isOptional =
        mode === 'Update' || (mode === 'Insert' && (column.is_nullable || column.default_value !== null || column.is_identity || column.is_generated))
      return `${indent}${key(column.name)}${isOptional ? '?' : ''}: ${type}`
    })
    .join('\n')
}

export function buildTypescriptTypes({
  schema,
  tables,
  views,
  functions,
}: {
  schema: string
  tables: Schemas['PgTable'][]
  views: Schemas['PgView'][]
  functions: Schemas['PgFunction'][]
}): string {
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name))
  const tableBlocks = byName(tables).map((table) => {
    const columns = table.columns ?? []
    return [
      `      ${key(table.name)}: {`,
      ...(['Row', 'Insert', 'Update'] as const).map((mode) => `        ${mode}: {\n${columnLines(columns, mode, '          ')}\n        }`),
      '      }',
    ].join('\n')
  })
  const viewBlocks = byName(views).map((view) => `      ${key(view.name)}: {\n        Row: {\n${columnLines(view.columns ?? [], 'Row', '          ')}\n        }\n      }`)
  const functionBlocks = byName(functions)
    .filter((fn) => !/^(trigger|event_trigger)$/.test(fn.return_type))
    .map((fn) => {
      const args = parseArguments(fn.argument_types).map((argument) => `          ${key(argument.name)}: ${tsTypeOf(argument.format)}`)
      return `      ${key(fn.name)}: {\n        Args: ${args.length ? `{\n${args.join('\n')}\n        }` : 'Record<PropertyKey, never>'}\n        Returns: ${tsTypeOf(fn.return_type)}\n      }`
    })
  const section = (blocks: string[]) => (blocks.length ? `{\n${blocks.join('\n')}\n    }` : '{\n      [_ in never]: never\n    }')
  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${key(schema)}: {
    Tables: ${section(tableBlocks)}
    Views: ${section(viewBlocks)}
    Functions: ${section(functionBlocks)}
  }
}
`
}
