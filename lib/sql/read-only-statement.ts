import { blockCommentEnd, quotedEnd } from './lexer'
import { splitSqlStatements } from './split-statements'

/**
 * Whether one statement is a query that only reads — SELECT, WITH … SELECT, VALUES or TABLE, with
 * no data-modifying CTE, no SELECT INTO (creates a table) and no row locks (FOR UPDATE/SHARE) — so
 * running it a second time (the streamed export re-runs it) changes nothing. Proved from the words
 * outside strings, quoted names and comments; a word that merely looks like a write (a column
 * named "update") counts as a write, which errs on the safe side: such a statement is never re-run.
 * What the text cannot show (a function that writes) is stopped by the server, which re-runs the
 * statement in a READ ONLY transaction.
 */

const READ_STARTS = new Set(['select', 'values', 'table', 'with'])
const WRITE_WORDS = new Set(['insert', 'update', 'delete', 'merge', 'into', 'truncate', 'copy', 'call', 'do', 'execute'])

/** The lower-cased words of the SQL, skipping comments, strings, dollar quotes and quoted names. */
function sqlWords(sql: string): string[] {
  const words: string[] = []
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    if (char === '-' && sql[index + 1] === '-') {
      const lineEnd = sql.indexOf('\n', index)
      index = lineEnd === -1 ? sql.length : lineEnd
    } else if (char === '/' && sql[index + 1] === '*') {
      index = blockCommentEnd(sql, index)
    } else if (char === "'" || char === '"') {
      const hasBackslashEscapes = char === "'" && /[eE]/.test(sql[index - 1] ?? '')
      index = quotedEnd(sql, index, char, hasBackslashEscapes)
    } else if (char === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(index))
      if (tag) {
        const close = sql.indexOf(tag[0], index + tag[0].length)
        index = close === -1 ? sql.length : close + tag[0].length
      } else {
        index++
      }
    } else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(index))![0]
      // E'…' strings: the E is part of the literal, not a word.
      if (!(word.length === 1 && /[eE]/.test(word) && sql[index + 1] === "'")) words.push(word.toLowerCase())
      index += word.length
    } else {
      index++
    }
  }
  return words
}

export function isReadOnlyStatement(sql: string): boolean {
  if (splitSqlStatements(sql).length !== 1) return false
  const words = sqlWords(sql)
  if (words.length === 0 || !READ_STARTS.has(words[0])) return false
  for (const [index, word] of words.entries()) {
    if (WRITE_WORDS.has(word)) return false
    // FOR SHARE / FOR KEY SHARE take row locks (FOR UPDATE is caught by "update").
    if (word === 'share' && (words[index - 1] === 'for' || words[index - 1] === 'key')) return false
  }
  return true
}
