import { identifierError } from '@/lib/identifiers/identifier-rules'
import { stripSqlComments } from '@/lib/sql/strip-comments'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

/** SQL of the Functions page: create, replace and drop functions. */

export const ARGUMENT_MODES = ['in', 'out', 'inout', 'variadic', 'table'] as const
export type ArgumentMode = (typeof ARGUMENT_MODES)[number]
export const FUNCTION_BEHAVIORS = ['VOLATILE', 'STABLE', 'IMMUTABLE'] as const
export type FunctionBehavior = (typeof FUNCTION_BEHAVIORS)[number]

export interface FunctionArgumentDraft {
  mode: ArgumentMode
  name: string
  /** A type as SQL writes it: integer, text[], numeric(10, 2), public.my_enum. */
  type: string
  /** A default expression (input arguments only); empty for none. */
  defaultValue: string
}

export interface FunctionDraft {
  schema: string
  name: string
  args: FunctionArgumentDraft[]
  /** The return type; ignored when there are table arguments, optional when there are out arguments. */
  returns: string
  language: string
  behavior: FunctionBehavior
  isSecurityDefiner: boolean
  /**
   * search_path pinned on the function: a comma-separated list of schemas, '' (two quotes) for an empty
   * path, or blank to leave it unset (the caller's path applies).
   */
  searchPath: string
  body: string
}

/** The function being replaced, as pg-meta lists it. */
export interface ExistingFunction {
  schema: string
  name: string
  /** Absent from some pg-meta versions: the drop then names the function alone (it must be unique). */
  identity_argument_types?: string
}

const isInput = (mode: ArgumentMode) => mode === 'in' || mode === 'inout' || mode === 'variadic'

export function validateFunctionDraft(draft: FunctionDraft): string | null {
  const nameError = identifierError('function', draft.name)
  if (nameError) return nameError
  if (!stripSqlComments(draft.body).trim()) return 'Write the function body.'
  if (!draft.language.trim()) return 'Choose a language.'
  for (const [index, arg] of draft.args.entries()) {
    if (!arg.type.trim()) return `Argument ${index + 1} needs a type.`
    if (arg.name.trim()) {
      const argError = identifierError('argument', arg.name)
      if (argError) return `Argument ${index + 1}: ${argError}`
    }
    if ((arg.mode === 'out' || arg.mode === 'inout' || arg.mode === 'table') && !arg.name.trim()) {
      return `Argument ${index + 1} (${arg.mode}) needs a name: it names a result column.`
    }
  }
  const hasResultArgs = draft.args.some((arg) => arg.mode === 'out' || arg.mode === 'inout' || arg.mode === 'table')
  if (!hasResultArgs && !draft.returns.trim()) return 'Give the function a return type (void when it returns nothing).'
  return null
}

function argumentSql(arg: FunctionArgumentDraft): string {
  const parts: string[] = []
  if (arg.mode !== 'in') parts.push(arg.mode)
  if (arg.name.trim()) parts.push(readableIdent(arg.name.trim()))
  parts.push(arg.type.trim())
  if (isInput(arg.mode) && arg.defaultValue.trim()) parts.push(`default ${arg.defaultValue.trim()}`)
  return parts.join(' ')
}

function returnsClause(draft: FunctionDraft): string | null {
  const tableArgs = draft.args.filter((arg) => arg.mode === 'table')
  if (tableArgs.length > 0) {
    return `returns table (${tableArgs.map((arg) => `${readableIdent(arg.name.trim())} ${arg.type.trim()}`).join(', ')})`
  }
  // With out arguments Postgres derives the return type (a record of them) when none is given.
  return draft.returns.trim() ? `returns ${draft.returns.trim()}` : null
}

export function searchPathSql(searchPath: string): string | null {
  const trimmed = searchPath.trim()
  if (!trimmed) return null
  if (trimmed === "''" || trimmed === '""') return "set search_path = ''"
  const schemas = trimmed.split(',').map((schema) => schema.trim()).filter(Boolean)
  return `set search_path = ${schemas.map(readableIdent).join(', ')}`
}

/** A dollar-quote tag that the body does not contain, so nothing in it can end the string early. */
export function dollarQuote(body: string): string {
  let tag = '$function$'
  for (let index = 1; body.includes(tag); index += 1) tag = `$function${index}$`
  return `${tag}\n${body.replace(/^\n+|\s+$/g, '')}\n${tag}`
}

export function buildCreateFunctionSql(draft: FunctionDraft, { isReplace = false }: { isReplace?: boolean } = {}): string {
  const args = draft.args.filter((arg) => arg.mode !== 'table').map(argumentSql)
  const lines = [
    `create ${isReplace ? 'or replace ' : ''}function ${readableQualifiedName(draft.schema, draft.name.trim())}(${args.join(', ')})`,
  ]
  const returns = returnsClause(draft)
  if (returns) lines.push(returns)
  lines.push(`language ${readableIdent(draft.language.trim())}`, draft.behavior.toLowerCase())
  lines.push(draft.isSecurityDefiner ? 'security definer' : 'security invoker')
  const path = searchPathSql(draft.searchPath)
  if (path) lines.push(path)
  lines.push(`as ${dollarQuote(draft.body)}`)
  return lines.join('\n')
}

export function buildDropFunctionSql(fn: ExistingFunction): string {
  // identity_argument_types comes from pg_get_function_identity_arguments: already valid SQL.
  const args = fn.identity_argument_types === undefined ? '' : `(${fn.identity_argument_types})`
  return `drop function ${readableQualifiedName(fn.schema, fn.name)}${args}`
}

/** The input arguments' types in order: what identifies a function besides its name. */
export function inputSignature(draft: Pick<FunctionDraft, 'schema' | 'name' | 'args'>): string {
  const inputs = draft.args.filter((arg) => isInput(arg.mode)).map((arg) => `${arg.mode} ${arg.type.trim().toLowerCase()}`)
  return `${draft.schema}.${draft.name.trim()}(${inputs.join(', ')})`
}

/**
 * Editing: CREATE OR REPLACE keeps the function (and the triggers and grants that depend on it) when
 * its name and input arguments stay; otherwise the old one is dropped and the new one created, in
 * one transaction. Postgres refuses a changed return type under OR REPLACE, and says so.
 */
export function buildReplaceFunctionStatements(original: ExistingFunction, initial: FunctionDraft, draft: FunctionDraft): string[] {
  if (inputSignature(initial) === inputSignature(draft)) return [buildCreateFunctionSql(draft, { isReplace: true })]
  return [buildDropFunctionSql(original), buildCreateFunctionSql(draft)]
}

/**
 * A security-definer function without a pinned search_path resolves names through the caller's path,
 * so a caller who can create objects earlier in that path can make it run their code with the owner's rights.
 */
export function hasMutableSearchPath(fn: { security_definer: boolean; config_params?: Record<string, string> | null }): boolean {
  return fn.security_definer && !(fn.config_params && 'search_path' in fn.config_params)
}

export const MUTABLE_SEARCH_PATH_HINT =
  "Security definer function with a mutable search_path: pin it (set search_path = '') and qualify the names it uses."

/** The new-function body: only a comment saying what goes there (the body is checked without comments). */
export const NEW_FUNCTION_BODY_HINT = '-- The body: for plpgsql a block (begin … end;), for sql the statements.\n'

export function emptyFunctionDraft(schema: string): FunctionDraft {
  return {
    schema,
    name: '',
    args: [],
    returns: 'void',
    language: 'plpgsql',
    behavior: 'VOLATILE',
    isSecurityDefiner: false,
    searchPath: "''",
    // Empty but for a comment: a prefilled begin … end would clash with the body the user types or pastes.
    body: NEW_FUNCTION_BODY_HINT,
  }
}
