import { blockCommentEnd, quotedEnd } from './lexer'

/**
 * Removes SQL comments (-- line comments and nested /* block comments *\/) while leaving string
 * literals ('…', E'…'), quoted identifiers ("…") and dollar-quoted bodies ($tag$…$tag$) untouched.
 * Unterminated literals or comments run to the end of the input, as Postgres would read them.
 */
export function stripSqlComments(sql: string): string {
  let output = ''
  let index = 0
  const length = sql.length

  while (index < length) {
    const char = sql[index]
    const next = sql[index + 1]

    if (char === '-' && next === '-') {
      // Keep the newline so statements on following lines stay separate.
      const end = sql.indexOf('\n', index)
      index = end === -1 ? length : end
      continue
    }

    if (char === '/' && next === '*') {
      const end = blockCommentEnd(sql, index)
      // A space keeps the tokens either side apart ("a/**/b" must not become "ab", "-/**/-" not "--").
      const before = output[output.length - 1]
      const after = sql[end]
      if (before !== undefined && after !== undefined && !/\s/.test(before) && !/\s/.test(after)) output += ' '
      index = end
      continue
    }

    if (char === "'") {
      const isEscapeString = /[eE]/.test(sql[index - 1] ?? '') && !isIdentifierChar(sql[index - 2])
      const end = quotedEnd(sql, index, "'", isEscapeString)
      output += sql.slice(index, end)
      index = end
      continue
    }

    if (char === '"') {
      const end = quotedEnd(sql, index, '"', false)
      output += sql.slice(index, end)
      index = end
      continue
    }

    if (char === '$' && !isIdentifierChar(sql[index - 1])) {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(sql.slice(index, index + 64))
      if (tag) {
        const close = sql.indexOf(tag[0], index + tag[0].length)
        const end = close === -1 ? length : close + tag[0].length
        output += sql.slice(index, end)
        index = end
        continue
      }
    }

    output += char
    index++
  }

  return output
}

function isIdentifierChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_$\u0080-\uffff]/.test(char)
}
