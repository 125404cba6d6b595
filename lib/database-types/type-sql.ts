import { qualifiedName } from '@/lib/ddl/quote-identifier'
import { quoteLiteral } from '@/lib/table-editor/sql-quote'

/** SQL of the Types page: enums (create, add a value, rename a value) and dropping a type. */

export interface TypeRef {
  schema: string
  name: string
}

export function validateEnumDraft(name: string, values: readonly string[]): string | null {
  if (!name.trim()) return 'Give the type a name.'
  const named = values.map((value) => value.trim()).filter(Boolean)
  if (named.length === 0) return 'Give the enum at least one value.'
  if (new Set(named).size !== named.length) return 'Each value can appear only once.'
  return null
}

export function buildCreateEnumSql(type: TypeRef, values: readonly string[]): string {
  const labels = values.map((value) => value.trim()).filter(Boolean)
  return `create type ${qualifiedName(type.schema, type.name.trim())} as enum (${labels.map(quoteLiteral).join(', ')})`
}

/** A new label at the end, or placed after an existing one. Postgres allows it in a transaction (12+), unused until commit. */
export function buildAddEnumValueSql(type: TypeRef, value: string, after?: string): string {
  return `alter type ${qualifiedName(type.schema, type.name)} add value ${quoteLiteral(value)}${after ? ` after ${quoteLiteral(after)}` : ''}`
}

export function buildRenameEnumValueSql(type: TypeRef, from: string, to: string): string {
  return `alter type ${qualifiedName(type.schema, type.name)} rename value ${quoteLiteral(from)} to ${quoteLiteral(to)}`
}

export function buildDropTypeSql(type: TypeRef): string {
  return `drop type ${qualifiedName(type.schema, type.name)}`
}
