import { stripSqlComments } from './strip-comments'
import { blockCommentEnd, quotedEnd } from './lexer'

/** One statement of a script: its text (no terminating ";") and where it sits in the script. */
export interface SqlStatement {
  text: string
  /** Index of the statement's first character in the script (UTF-16 code units). */
  start: number
  /** Index just past its last character. */
  end: number
}

const WORD_START = /[A-Za-z_\u0080-\uffff]/
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/
// SQL-standard function bodies (BEGIN ATOMIC … END) hold semicolons of their own, as psql knows.
const CREATE_ROUTINE = /^\s*create\s+(?:or\s+replace\s+)?(?:function|procedure)\b/i

/**
 * Splits a script on the semicolons Postgres would end statements at: never inside quoted literals
 * ('…', E'…'), quoted identifiers, dollar-quoted bodies, comments or a BEGIN ATOMIC … END body.
 * Ranges point into the original text so errors and selections map back exactly; statements that
 * hold nothing but comments and whitespace are dropped (comments stripped with stripSqlComments).
 * Never throws: unterminated quotes or comments run to the end of the script.
 */
export function splitSqlStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = []
  const length = sql.length
  let segmentStart = 0
  let index = 0
  let blockDepth = 0
  // Whether the current segment is a CREATE FUNCTION/PROCEDURE, decided at its first BEGIN/CASE/END
  // (those words cannot come before the routine keywords, so the prefix read then is long enough).
  let isRoutine: boolean | null = null

  const pushSegment = (end: number) => {
    const statement = trimmedStatement(sql, segmentStart, end)
    if (statement && stripSqlComments(statement.text).trim() !== '') statements.push(statement)
  }

  while (index < length) {
    const char = sql[index]
    const next = sql[index + 1]

    if (char === '-' && next === '-') {
      const newline = sql.indexOf('\n', index)
      index = newline === -1 ? length : newline
    } else if (char === '/' && next === '*') {
      index = blockCommentEnd(sql, index)
    } else if (char === "'") {
      const isEscapeString = /[eE]/.test(sql[index - 1] ?? '') && !WORD_CHAR.test(sql[index - 2] ?? '')
      index = quotedEnd(sql, index, "'", isEscapeString)
    } else if (char === '"') {
      index = quotedEnd(sql, index, '"', false)
    } else if (char === '$' && !WORD_CHAR.test(sql[index - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(sql.slice(index, index + 64))
      if (tag) {
        const close = sql.indexOf(tag[0], index + tag[0].length)
        index = close === -1 ? length : close + tag[0].length
      } else {
        index++
      }
    } else if (WORD_START.test(char) && !WORD_CHAR.test(sql[index - 1] ?? '')) {
      let end = index + 1
      while (end < length && WORD_CHAR.test(sql[end])) end++
      const word = sql.slice(index, end).toLowerCase()
      if (word === 'begin' || word === 'case' || word === 'end') {
        isRoutine ??= CREATE_ROUTINE.test(stripSqlComments(sql.slice(segmentStart, index)))
      }
      if (isRoutine && (word === 'begin' || word === 'case' || word === 'end')) {
        blockDepth = word === 'end' ? Math.max(0, blockDepth - 1) : blockDepth + 1
      }
      index = end
    } else if (char === ';' && blockDepth === 0) {
      pushSegment(index)
      segmentStart = index + 1
      isRoutine = null
      index++
    } else {
      index++
    }
  }
  pushSegment(length)
  return statements
}

function trimmedStatement(sql: string, start: number, end: number): SqlStatement | null {
  let from = start
  let to = end
  while (from < to && /\s/.test(sql[from])) from++
  while (to > from && /\s/.test(sql[to - 1])) to--
  return from < to ? { text: sql.slice(from, to), start: from, end: to } : null
}
