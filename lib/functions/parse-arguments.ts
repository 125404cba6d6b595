import type { PgFunction } from '@/lib/api/types'

import type { ArgumentMode, FunctionArgumentDraft, FunctionBehavior, FunctionDraft } from './function-sql'

/** Splits a list at commas that are outside parentheses, brackets and quotes. */
export function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | null = null
  let current = ''
  for (const char of list) {
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '(' || char === '[') {
      depth += 1
    } else if (char === ')' || char === ']') {
      depth -= 1
    } else if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  if (current.trim()) parts.push(current.trim())
  return parts
}

const MODE_WORDS: Record<string, ArgumentMode> = { in: 'in', out: 'out', inout: 'inout', variadic: 'variadic' }

/**
 * One entry of pg_get_function_arguments ("OUT total integer", "b text DEFAULT 'x'::text") as the
 * editor's row. Names come first when present; Postgres quotes them when they need it.
 */
export function parseArgument(text: string): FunctionArgumentDraft {
  let rest = text.trim()
  let mode: ArgumentMode = 'in'
  const modeMatch = /^(in|out|inout|variadic)\s+/i.exec(rest)
  if (modeMatch) {
    mode = MODE_WORDS[modeMatch[1].toLowerCase()]
    rest = rest.slice(modeMatch[0].length)
  }
  let defaultValue = ''
  const defaultMatch = /\s+default\s+/i.exec(rest)
  if (defaultMatch) {
    defaultValue = rest.slice(defaultMatch.index + defaultMatch[0].length).trim()
    rest = rest.slice(0, defaultMatch.index)
  }
  let name = ''
  const quoted = /^"((?:[^"]|"")*)"\s+/.exec(rest)
  const bare = /^([a-z_][a-z0-9_$]*)\s+(?=\S)/i.exec(rest)
  if (quoted) {
    name = quoted[1].replaceAll('""', '"')
    rest = rest.slice(quoted[0].length)
  } else if (bare && !/^(double|character|bit|time|timestamp|interval)$/i.test(bare[1])) {
    name = bare[1]
    rest = rest.slice(bare[0].length)
  }
  return { mode, name, type: rest.trim(), defaultValue }
}

/** The editor's draft of an existing function, from pg-meta's listing. */
export function functionToDraft(fn: PgFunction): FunctionDraft {
  const args = fn.argument_types.trim() ? splitTopLevel(fn.argument_types).map(parseArgument) : []
  let returns = fn.return_type
  const table = /^TABLE\((.*)\)$/is.exec(fn.return_type.trim())
  if (table) {
    for (const column of splitTopLevel(table[1])) args.push({ ...parseArgument(column), mode: 'table' })
    returns = ''
  }
  const hasOut = args.some((arg) => arg.mode === 'out' || arg.mode === 'inout')
  const searchPath = fn.config_params?.search_path
  return {
    schema: fn.schema,
    name: fn.name,
    args,
    // Postgres reports "record" for functions whose result is their out arguments.
    returns: hasOut && returns === 'record' ? '' : returns,
    language: fn.language,
    behavior: fn.behavior as FunctionBehavior,
    isSecurityDefiner: fn.security_definer,
    searchPath: searchPath === undefined ? '' : searchPath === '""' || searchPath === '' ? "''" : searchPath,
    body: fn.definition,
  }
}
