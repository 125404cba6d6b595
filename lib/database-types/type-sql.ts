import { identifierError } from '@/lib/identifiers/identifier-rules'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'
import { quoteLiteral } from '@/lib/sql/quote'

/** SQL of the Types page: enums (create, add a value, rename a value), domains and composite types (create), and dropping a type. */

export interface TypeRef {
  schema: string
  name: string
}

export function validateEnumDraft(name: string, values: readonly string[]): string | null {
  const nameError = identifierError('type', name)
  if (nameError) return nameError
  const named = values.map((value) => value.trim()).filter(Boolean)
  if (named.length === 0) return 'Give the enum at least one value.'
  const longValue = named.find((value) => identifierError('enum value', value))
  if (longValue) return identifierError('enum value', longValue)
  if (new Set(named).size !== named.length) return 'Each value can appear only once.'
  return null
}

export function buildCreateEnumSql(type: TypeRef, values: readonly string[]): string {
  const labels = values.map((value) => value.trim()).filter(Boolean)
  return `create type ${readableQualifiedName(type.schema, type.name.trim())} as enum (${labels.map(quoteLiteral).join(', ')})`
}

/** A new label at the end, or placed after an existing one. Postgres allows it in a transaction (12+), unused until commit. */
export function buildAddEnumValueSql(type: TypeRef, value: string, after?: string): string {
  return `alter type ${readableQualifiedName(type.schema, type.name)} add value ${quoteLiteral(value)}${after ? ` after ${quoteLiteral(after)}` : ''}`
}

export function buildRenameEnumValueSql(type: TypeRef, from: string, to: string): string {
  return `alter type ${readableQualifiedName(type.schema, type.name)} rename value ${quoteLiteral(from)} to ${quoteLiteral(to)}`
}

export function buildDropTypeSql(type: TypeRef): string {
  return `drop type ${readableQualifiedName(type.schema, type.name)}`
}

export interface DomainDraft {
  name: string
  /** The underlying type as SQL (text, numeric(10,2), public.mood, …). */
  baseType: string
  isNotNull: boolean
  /** A default expression as SQL; empty for none. */
  defaultValue: string
  /** A CHECK condition on VALUE; empty for none. */
  check: string
}

export const EMPTY_DOMAIN: DomainDraft = { name: '', baseType: '', isNotNull: false, defaultValue: '', check: '' }

export function validateDomainDraft(draft: DomainDraft): string | null {
  if (!draft.name.trim()) return 'Give the domain a name.'
  const nameError = identifierError('type', draft.name)
  if (nameError) return nameError
  if (!draft.baseType.trim()) return 'Give the type the domain is based on.'
  return null
}

export function buildCreateDomainSql(schema: string, draft: DomainDraft): string {
  const clauses = [`create domain ${readableQualifiedName(schema, draft.name.trim())} as ${draft.baseType.trim()}`]
  if (draft.defaultValue.trim()) clauses.push(`default ${draft.defaultValue.trim()}`)
  if (draft.isNotNull) clauses.push('not null')
  if (draft.check.trim()) clauses.push(`check (${draft.check.trim()})`)
  return clauses.join('\n  ')
}

export interface CompositeAttribute {
  name: string
  /** The attribute's type as SQL. */
  type: string
}

/** Attributes the user left wholly empty are dropped; a half-filled one is a problem to fix. */
function filledAttributes(attributes: readonly CompositeAttribute[]): CompositeAttribute[] {
  return attributes.filter((attribute) => attribute.name.trim() || attribute.type.trim())
}

export function validateCompositeDraft(name: string, attributes: readonly CompositeAttribute[]): string | null {
  const nameError = identifierError('type', name)
  if (nameError) return nameError
  const filled = filledAttributes(attributes)
  if (filled.length === 0) return 'Give the type at least one attribute.'
  if (filled.some((attribute) => !attribute.name.trim())) return 'Name every attribute.'
  if (filled.some((attribute) => !attribute.type.trim())) return 'Give every attribute a type.'
  const names = filled.map((attribute) => attribute.name.trim())
  if (new Set(names).size !== names.length) return 'Each attribute name can appear only once.'
  return null
}

export function buildCreateCompositeSql(type: TypeRef, attributes: readonly CompositeAttribute[]): string {
  const columns = filledAttributes(attributes).map((attribute) => `  ${readableIdent(attribute.name.trim())} ${attribute.type.trim()}`)
  return `create type ${readableQualifiedName(type.schema, type.name.trim())} as (\n${columns.join(',\n')}\n)`
}
