/**
 * Whether SQL provably leaves nothing on the session it runs on, so the pool may skip the reset
 * (DISCARD ALL, a second round trip) after it. Only what can be proved from the text alone counts:
 * SELECTs of constant expressions — literals, built-in operators, casts to built-in types, column
 * aliases. Anything that could run user code (a function call, a relation, which may be a view or
 * carry a policy) or change state (SET, PREPARE, DECLARE, temp tables, SELECT INTO, LISTEN, …) is
 * not proved neutral, and the session is reset after it as before.
 *
 * Operators resolve to pg_catalog's on a clean session (pg_catalog is searched first unless
 * search_path says otherwise, and a statement that changed search_path was reset after).
 */

const KEYWORDS = new Set(['select', 'as', 'and', 'or', 'not', 'is', 'null', 'true', 'false'])
const BUILTIN_TYPES = new Set([
  'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric', 'decimal', 'real', 'float4', 'float8',
  'text', 'varchar', 'char', 'bool', 'boolean', 'date', 'time', 'timestamp', 'timestamptz', 'interval', 'json', 'jsonb', 'uuid', 'bytea',
])
const OPERATORS = new Set(['+', '-', '*', '/', '%', '||', '=', '<', '>', '<=', '>=', '<>', '!=', '(', ')', ','])

type Token = { kind: 'word' | 'number' | 'string' | 'quoted' | 'operator' | 'cast' | 'end'; text: string }

// One token at a time; null for anything outside the small language above (dollar quotes, $1, …).
const TOKEN = /\s+|--[^\n]*|\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\/|([A-Za-z_][A-Za-z0-9_]*)|(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|('(?:[^']|'')*')|("(?:[^"]|"")+")|(::)|(;)|(\|\||<=|>=|<>|!=|[-+*/%=<>(),])/iy

function tokenize(sql: string): Token[] | null {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < sql.length) {
    const start = TOKEN.lastIndex
    const match = TOKEN.exec(sql)
    if (!match || TOKEN.lastIndex === start) return null
    const [, word, number, string, quoted, cast, end, operator] = match
    if (word !== undefined) tokens.push({ kind: 'word', text: word.toLowerCase() })
    else if (number !== undefined) tokens.push({ kind: 'number', text: number })
    else if (string !== undefined) tokens.push({ kind: 'string', text: string })
    else if (quoted !== undefined) tokens.push({ kind: 'quoted', text: quoted })
    else if (cast !== undefined) tokens.push({ kind: 'cast', text: cast })
    else if (end !== undefined) tokens.push({ kind: 'end', text: end })
    else if (operator !== undefined) tokens.push({ kind: 'operator', text: operator })
  }
  return tokens
}

function isNeutralStatement(tokens: Token[]): boolean {
  if (tokens.length === 0) return true
  if (tokens[0].kind !== 'word' || tokens[0].text !== 'select') return false
  for (let index = 1; index < tokens.length; index++) {
    const token = tokens[index]
    const previous = tokens[index - 1]
    if (token.kind === 'number' || token.kind === 'string') continue
    if (token.kind === 'operator') {
      if (!OPERATORS.has(token.text)) return false
      continue
    }
    if (token.kind === 'cast') {
      const type = tokens[index + 1]
      if (type?.kind !== 'word' || !BUILTIN_TYPES.has(type.text)) return false
      index++
      continue
    }
    // A column alias: after AS, or bare after a complete expression (`select 1 one`).
    const isAlias = previous.text === 'as' || (previous.kind !== 'operator' && previous.kind !== 'cast' && previous.text !== 'select')
    if (token.kind === 'quoted') {
      if (!isAlias) return false
      continue
    }
    if (token.kind === 'word') {
      if (KEYWORDS.has(token.text) && token.text !== 'select') continue
      // A word followed by "(" would be a function call, one before a string a typed or E'' literal;
      // any other word must be an alias.
      const next = tokens[index + 1]
      if (!isAlias || next?.text === '(' || next?.kind === 'string' || token.text === 'into' || token.text === 'from') return false
      continue
    }
    return false
  }
  return true
}

export function isSessionNeutralSql(sql: string): boolean {
  const tokens = tokenize(sql)
  if (!tokens) return false
  const statements: Token[][] = [[]]
  for (const token of tokens) {
    if (token.kind === 'end') statements.push([])
    else statements[statements.length - 1].push(token)
  }
  return statements.every(isNeutralStatement)
}
