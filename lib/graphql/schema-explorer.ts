import type {
  IntrospectionEnumValue,
  IntrospectionField,
  IntrospectionInputValue,
  IntrospectionQuery,
  IntrospectionSchema,
  IntrospectionType,
  IntrospectionTypeRef,
} from 'graphql'

/**
 * The GraphiQL schema explorer's view of an introspection result: what a type offers (fields with their
 * arguments, input fields, enum values), type references written the way GraphQL writes them, and a
 * search over type and field names. Pure, so the explorer renders and tests without the graphql runtime.
 */

export type ExplorerSchema = IntrospectionSchema

export interface ExplorerArgument {
  name: string
  description: string | null
  type: string
  /** The named type under any list and non-null wrappers, which the explorer can open. */
  typeName: string
  defaultValue: string | null
}

export interface ExplorerMember {
  name: string
  description: string | null
  /** Absent for enum values, which have no type of their own. */
  type: string | null
  typeName: string | null
  args: ExplorerArgument[]
  deprecationReason: string | null
}

export interface ExplorerRoot {
  operation: 'query' | 'mutation' | 'subscription'
  typeName: string
}

export interface ExplorerMatch {
  typeName: string
  /** A field, input field or enum value of the type; null when the type's own name matched. */
  memberName: string | null
}

/** `[Pet!]!` from the nested NON_NULL / LIST wrappers introspection reports. */
export function typeRefLabel(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeRefLabel(ref.ofType)}!`
  if (ref.kind === 'LIST') return `[${typeRefLabel(ref.ofType)}]`
  return ref.name
}

export function namedTypeName(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL' || ref.kind === 'LIST') return namedTypeName(ref.ofType)
  return ref.name
}

/** The introspection document pg_graphql answers with, or null when the answer is something else. */
export function schemaFromResponse(response: unknown): ExplorerSchema | null {
  if (!response || typeof response !== 'object') return null
  const data = (response as { data?: Partial<IntrospectionQuery> | null }).data
  const schema = data?.__schema
  if (!schema || !Array.isArray(schema.types) || !schema.queryType) return null
  return schema
}

/** The GraphQL errors of a response, as one message. */
export function responseErrorMessage(response: unknown): string | null {
  if (!response || typeof response !== 'object') return null
  const errors = (response as { errors?: { message?: unknown }[] }).errors
  if (!Array.isArray(errors) || errors.length === 0) return null
  return errors.map((error) => String(error?.message ?? 'Unknown error')).join('; ')
}

export function rootTypes(schema: ExplorerSchema): ExplorerRoot[] {
  const roots: ExplorerRoot[] = [{ operation: 'query', typeName: schema.queryType.name }]
  if (schema.mutationType) roots.push({ operation: 'mutation', typeName: schema.mutationType.name })
  if (schema.subscriptionType) roots.push({ operation: 'subscription', typeName: schema.subscriptionType.name })
  return roots
}

export function findType(schema: ExplorerSchema, name: string): IntrospectionType | undefined {
  return schema.types.find((type) => type.name === name)
}

/** Types a user defined or the API exposes: the introspection system's own `__` types are left out. */
export function visibleTypes(schema: ExplorerSchema): IntrospectionType[] {
  return schema.types.filter((type) => !type.name.startsWith('__')).sort((a, b) => a.name.localeCompare(b.name))
}

function argumentOf(input: IntrospectionInputValue): ExplorerArgument {
  return {
    name: input.name,
    description: input.description ?? null,
    type: typeRefLabel(input.type),
    typeName: namedTypeName(input.type),
    defaultValue: input.defaultValue ?? null,
  }
}

function fieldMember(field: IntrospectionField): ExplorerMember {
  return {
    name: field.name,
    description: field.description ?? null,
    type: typeRefLabel(field.type),
    typeName: namedTypeName(field.type),
    args: field.args.map(argumentOf),
    deprecationReason: field.isDeprecated ? (field.deprecationReason ?? 'Deprecated') : null,
  }
}

function inputMember(input: IntrospectionInputValue): ExplorerMember {
  const argument = argumentOf(input)
  return { name: argument.name, description: argument.description, type: argument.type, typeName: argument.typeName, args: [], deprecationReason: null }
}

function enumMember(value: IntrospectionEnumValue): ExplorerMember {
  return {
    name: value.name,
    description: value.description ?? null,
    type: null,
    typeName: null,
    args: [],
    deprecationReason: value.isDeprecated ? (value.deprecationReason ?? 'Deprecated') : null,
  }
}

/** What a type offers: an object's or interface's fields, an input's fields, an enum's values. */
export function typeMembers(type: IntrospectionType): ExplorerMember[] {
  switch (type.kind) {
    case 'OBJECT':
    case 'INTERFACE':
      return type.fields.map(fieldMember)
    case 'INPUT_OBJECT':
      return type.inputFields.map(inputMember)
    case 'ENUM':
      return type.enumValues.map(enumMember)
    default:
      return []
  }
}

/** The types a union or interface stands for. */
export function possibleTypeNames(type: IntrospectionType): string[] {
  if (type.kind === 'UNION' || type.kind === 'INTERFACE') return type.possibleTypes.map((possible) => possible.name)
  return []
}

/**
 * Types and members whose name contains the term (case-insensitive): type names first, then members in
 * the order of their types, at most `limit` in all so a schema of hundreds of tables stays quick to show.
 */
export function searchSchema(schema: ExplorerSchema, term: string, limit = 50): ExplorerMatch[] {
  const needle = term.trim().toLowerCase()
  if (!needle) return []
  const types = visibleTypes(schema)
  const matches: ExplorerMatch[] = types
    .filter((type) => type.name.toLowerCase().includes(needle))
    .map((type) => ({ typeName: type.name, memberName: null }))
  for (const type of types) {
    for (const member of typeMembers(type)) {
      if (matches.length >= limit) return matches.slice(0, limit)
      if (member.name.toLowerCase().includes(needle)) matches.push({ typeName: type.name, memberName: member.name })
    }
  }
  return matches.slice(0, limit)
}
