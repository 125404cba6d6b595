import { blockCommentEnd, quotedEnd } from '@/lib/sql/lexer'

/**
 * Reads a statement as pg_stat_statements records it (`where customer_id = $1 order by created_at`)
 * far enough to know which columns it filters, joins and sorts on: a token scan, not a parser. The
 * index advisor turns these into candidate indexes, and Postgres's planner (with hypopg) judges them,
 * so a column read wrongly here costs one useless candidate, never a wrong answer.
 */

export type Token = { kind: 'word'; text: string; quoted: boolean } | { kind: 'param'; index: number } | { kind: 'literal' } | { kind: 'symbol'; text: string }

export function tokenize(sql: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    const next = sql[index + 1]
    if (/\s/.test(char)) index++
    else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', index)
      index = end < 0 ? sql.length : end + 1
    } else if (char === '/' && next === '*') index = blockCommentEnd(sql, index)
    else if (char === "'") {
      const hasBackslashEscapes = index > 0 && /[eE]/.test(sql[index - 1])
      index = quotedEnd(sql, index, "'", hasBackslashEscapes)
      tokens.push({ kind: 'literal' })
    } else if (char === '"') {
      const end = quotedEnd(sql, index, '"', false)
      tokens.push({
        kind: 'word',
        text: sql.slice(index + 1, end - 1).replaceAll('""', '"'),
        quoted: true,
      })
      index = end
    } else if (char === '$' && /\d/.test(next ?? '')) {
      const match = /^\$(\d+)/.exec(sql.slice(index))!
      tokens.push({ kind: 'param', index: Number(match[1]) })
      index += match[0].length
    } else if (char === '$') {
      // A dollar-quoted string: $tag$ … $tag$.
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(index))?.[0]
      if (!tag) {
        tokens.push({ kind: 'symbol', text: char })
        index++
        continue
      }
      const end = sql.indexOf(tag, index + tag.length)
      index = end < 0 ? sql.length : end + tag.length
      tokens.push({ kind: 'literal' })
    } else if (/\d/.test(char)) {
      index += /^[\d.eE]+/.exec(sql.slice(index))![0].length
      tokens.push({ kind: 'literal' })
    } else if (/[A-Za-z_\u0080-\uffff]/.test(char)) {
      const word = /^[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/.exec(sql.slice(index))![0]
      tokens.push({ kind: 'word', text: word.toLowerCase(), quoted: false })
      index += word.length
    } else {
      const operator = /^(<>|!=|<=|>=|::)/.exec(sql.slice(index))?.[0] ?? char
      tokens.push({ kind: 'symbol', text: operator })
      index += operator.length
    }
  }
  return tokens
}

/** The highest `$n` of the statement: how many parameters EXPLAIN must be given. */
export function parameterCount(tokens: readonly Token[]): number {
  return tokens.reduce((max, token) => (token.kind === 'param' ? Math.max(max, token.index) : max), 0)
}

export type StatementCheck = { ok: true; tokens: Token[] } | { ok: false; reason: string }

/** Only one SELECT (or WITH … SELECT) can be explained safely: EXPLAIN of it never changes data. */
export function checkSelectStatement(sql: string): StatementCheck {
  const tokens = tokenize(sql)
  while (tokens.length > 0 && isSymbol(tokens[tokens.length - 1], ';')) tokens.pop()
  if (tokens.length === 0) return { ok: false, reason: 'The statement is empty.' }
  if (tokens.some((token) => isSymbol(token, ';'))) return { ok: false, reason: 'Only a single statement can be analysed.' }
  const first = tokens.find((token) => !isSymbol(token, '('))
  const firstWord = first?.kind === 'word' && !first.quoted ? first.text : ''
  if (firstWord !== 'select' && firstWord !== 'with') {
    return {
      ok: false,
      reason: 'Only SELECT statements can be analysed: indexes are proposed from what a query filters, joins and sorts on.',
    }
  }
  const writes = tokens.some((token) => token.kind === 'word' && !token.quoted && ['insert', 'update', 'delete', 'merge'].includes(token.text))
  if (writes)
    return {
      ok: false,
      reason: 'This statement writes data: only read-only SELECT statements are analysed.',
    }
  return { ok: true, tokens }
}

function isSymbol(token: Token | undefined, text: string): boolean {
  return token?.kind === 'symbol' && token.text === text
}
function isKeyword(token: Token | undefined, ...words: string[]): boolean {
  return token?.kind === 'word' && !token.quoted && words.includes(token.text)
}

// Words that end a FROM item or a predicate; never an alias or a column.
const RESERVED = new Set(
  (
    'select from where and or not join inner left right full outer cross on using group order by having limit offset ' +
    'union intersect except as in is null true false between like ilike similar asc desc nulls first last case when then ' +
    'else end lateral with distinct all any some exists fetch for window natural only'
  ).split(' ')
)

export interface TableReference {
  /** Schema, when the statement names one. */
  schema: string | null
  name: string
  alias: string | null
}

export type PredicateKind = 'equality' | 'range' | 'order'

export interface ColumnUse {
  /** The alias or table name written before the column, if any. */
  qualifier: string | null
  column: string
  kind: PredicateKind
}

interface ColumnReference {
  qualifier: string | null
  column: string
  length: number
}

/** A column reference starting at `start` (`col`, `alias.col`, `schema.table.col`), not a function call. */
function columnAt(tokens: readonly Token[], start: number): ColumnReference | null {
  const parts: string[] = []
  let index = start
  for (;;) {
    const token = tokens[index]
    if (token?.kind !== 'word' || (!token.quoted && RESERVED.has(token.text))) return null
    parts.push(token.text)
    index++
    if (!isSymbol(tokens[index], '.')) break
    index++
  }
  if (isSymbol(tokens[index], '(')) return null
  const column = parts[parts.length - 1]
  const qualifier = parts.length > 1 ? parts[parts.length - 2] : null
  return { qualifier, column, length: index - start }
}

const EQUALITY = new Set(['=', 'in', 'is'])
const RANGE = new Set(['<', '>', '<=', '>=', 'between', 'like', 'ilike'])
const FLIPPED_OPERATOR = new Set(['=', '<', '>', '<=', '>='])

function operatorKind(tokens: readonly Token[], index: number): PredicateKind | null {
  const token = tokens[index]
  if (!token) return null
  const text = token.kind === 'symbol' ? token.text : token.kind === 'word' && !token.quoted ? token.text : ''
  if (text === 'not') return operatorKind(tokens, index + 1) === 'equality' ? null : operatorKind(tokens, index + 1)
  if (EQUALITY.has(text)) return 'equality'
  if (RANGE.has(text)) return 'range'
  return null
}

/** The tables of FROM and JOIN, with their aliases. */
export function tableReferences(tokens: readonly Token[]): TableReference[] {
  const tables: TableReference[] = []
  tokens.forEach((token, index) => {
    if (!isKeyword(token, 'from', 'join')) return
    let at = index + 1
    for (;;) {
      if (isKeyword(tokens[at], 'only', 'lateral')) at++
      const parts: string[] = []
      while (tokens[at]?.kind === 'word') {
        const word = tokens[at] as Extract<Token, { kind: 'word' }>
        if (!word.quoted && RESERVED.has(word.text)) break
        parts.push(word.text)
        at++
        if (!isSymbol(tokens[at], '.')) break
        at++
      }
      // A function in FROM (generate_series(…)) is no table.
      if (parts.length === 0 || parts.length > 2 || isSymbol(tokens[at], '(')) return
      if (isKeyword(tokens[at], 'as')) at++
      const aliasToken = tokens[at]
      const alias = aliasToken?.kind === 'word' && (aliasToken.quoted || !RESERVED.has(aliasToken.text)) ? aliasToken.text : null
      if (alias) at++
      tables.push({
        schema: parts.length === 2 ? parts[0] : null,
        name: parts[parts.length - 1],
        alias,
      })
      // FROM a, b: the comma-separated list goes on; a JOIN starts its own reference.
      if (!isKeyword(token, 'from') || !isSymbol(tokens[at], ',')) return
      at++
    }
  })
  return tables
}

/** Columns compared in WHERE / ON / HAVING (against a value or another column) and sorted on in ORDER BY. */
export function columnUses(tokens: readonly Token[]): ColumnUse[] {
  const uses: ColumnUse[] = []
  let clause: 'filter' | 'order' | null = null
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]
    if (isKeyword(token, 'where', 'on', 'having')) clause = 'filter'
    else if (isKeyword(token, 'order') && isKeyword(tokens[index + 1], 'by')) {
      clause = 'order'
      index++
      continue
    } else if (isKeyword(token, 'select', 'group', 'limit', 'offset', 'union', 'intersect', 'except', 'from', 'join', 'window', 'fetch')) clause = null
    // A type after `::` is no column.
    if (clause === null || isSymbol(tokens[index - 1], '::')) continue
    const reference = columnAt(tokens, index)
    if (!reference) continue
    if (clause === 'order') {
      const previous = tokens[index - 1]
      // Only plain sort keys (`order by a, b desc`), not expressions.
      if (isKeyword(previous, 'by') || isSymbol(previous, ','))
        uses.push({
          qualifier: reference.qualifier,
          column: reference.column,
          kind: 'order',
        })
      index += reference.length - 1
      continue
    }
    const after = operatorKind(tokens, index + reference.length)
    const before = tokens[index - 1]
    const flipped = before?.kind === 'symbol' && FLIPPED_OPERATOR.has(before.text) ? (before.text === '=' ? 'equality' : 'range') : null
    const kind = after ?? flipped
    if (kind)
      uses.push({
        qualifier: reference.qualifier,
        column: reference.column,
        kind,
      })
    index += reference.length - 1
  }
  return uses
}
