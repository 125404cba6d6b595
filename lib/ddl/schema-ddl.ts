import type { DdlColumn, DdlRelationship, DdlTable } from './ddl-table'
import { generateObjectDdl, type DatabaseObjects } from './object-ddl'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

/** Opens every export: the statements describe the schema for context (e.g. for the AI assistant). */
export const DDL_WARNING_HEADER = [
  '-- WARNING: This schema is for context only and is not meant to be run.',
  '-- Table order and constraints may not be valid for execution.',
].join('\n')

function columnType(column: DdlColumn): string {
  if (column.data_type === 'ARRAY' && column.format?.startsWith('_')) return `${column.format.slice(1)}[]`
  if (column.data_type === 'USER-DEFINED' && column.format) return column.format
  return column.data_type
}

function checkClause(check: string): string {
  const trimmed = check.trim()
  if (/^check\b/i.test(trimmed)) return trimmed
  return trimmed.startsWith('(') && trimmed.endsWith(')') ? `CHECK ${trimmed}` : `CHECK (${trimmed})`
}

function columnDefinition(column: DdlColumn): string {
  const parts = [readableIdent(column.name), columnType(column)]
  if (column.is_identity) {
    parts.push(`GENERATED ${column.identity_generation === 'BY DEFAULT' ? 'BY DEFAULT' : 'ALWAYS'} AS IDENTITY`)
  } else if (column.default_value !== null && column.default_value !== undefined && column.default_value !== '') {
    parts.push(`DEFAULT ${String(column.default_value)}`)
  }
  if (!column.is_nullable) parts.push('NOT NULL')
  if (column.is_unique) parts.push('UNIQUE')
  if (column.check) parts.push(checkClause(column.check))
  return parts.join(' ')
}

/** The table's own foreign keys (not those of other tables pointing at it), one per constraint, columns in order. */
function foreignKeys(table: DdlTable): string[] {
  const byConstraint = new Map<string, DdlRelationship[]>()
  for (const relationship of table.relationships) {
    const isOwn =
      relationship.source_table_name === table.name &&
      (relationship.source_schema === undefined || relationship.source_schema === table.schema)
    if (!isOwn) continue
    const group = byConstraint.get(relationship.constraint_name) ?? []
    group.push(relationship)
    byConstraint.set(relationship.constraint_name, group)
  }
  return [...byConstraint.entries()].map(([constraint, group]) => {
    const sources = group.map((item) => readableIdent(item.source_column_name)).join(', ')
    const targets = group.map((item) => readableIdent(item.target_column_name)).join(', ')
    const target = readableQualifiedName(group[0].target_table_schema, group[0].target_table_name)
    return `CONSTRAINT ${readableIdent(constraint)} FOREIGN KEY (${sources}) REFERENCES ${target}(${targets})`
  })
}

/** One CREATE TABLE statement: columns, then the primary key (composite keys in key order), then foreign keys. */
export function generateTableDdl(table: DdlTable): string {
  const lines = (table.columns ?? []).map(columnDefinition)
  if (table.primary_keys.length > 0) {
    const keys = table.primary_keys.map((key) => readableIdent(key.name)).join(', ')
    lines.push(`CONSTRAINT ${readableIdent(`${table.name}_pkey`)} PRIMARY KEY (${keys})`)
  }
  lines.push(...foreignKeys(table))
  const body = lines.map((line) => `  ${line}`).join(',\n')
  return `CREATE TABLE ${readableQualifiedName(table.schema, table.name)} (\n${body}\n);`
}

/**
 * The export of SPEC §3: every table's CREATE TABLE under the warning header; with `objects`, the
 * schema's enums and domains before the tables and its functions, triggers and policies after them.
 */
export function generateSchemaDdl(tables: readonly DdlTable[], objects: DatabaseObjects = {}): string {
  const { before, after } = generateObjectDdl(objects)
  return [DDL_WARNING_HEADER, '', ...before, ...tables.map(generateTableDdl), ...after].join('\n')
}
