/**
 * The pieces of Postgres's lexical structure that the comment stripper and the statement splitter
 * both need to skip over: nested block comments and quoted runs.
 */

/** Index just past a block comment starting at `start`; Postgres block comments nest. */
export function blockCommentEnd(sql: string, start: number): number {
  let depth = 0
  let index = start
  while (index < sql.length) {
    if (sql[index] === '/' && sql[index + 1] === '*') {
      depth++
      index += 2
    } else if (sql[index] === '*' && sql[index + 1] === '/') {
      depth--
      index += 2
      if (depth === 0) return index
    } else {
      index++
    }
  }
  return sql.length
}

/** Index just past a quoted run starting at `start`; a doubled quote is an escaped quote. */
export function quotedEnd(sql: string, start: number, quote: string, hasBackslashEscapes: boolean): number {
  let index = start + 1
  while (index < sql.length) {
    const char = sql[index]
    if (hasBackslashEscapes && char === '\\') {
      index += 2
      continue
    }
    if (char === quote) {
      if (sql[index + 1] === quote) {
        index += 2
        continue
      }
      return index + 1
    }
    index++
  }
  return sql.length
}
