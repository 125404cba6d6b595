/** A span of the editor's document (UTF-16 code-unit offsets, as CodeMirror counts). */
export interface TextRange {
  from: number
  to: number
}

const TOKEN_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/

/**
 * Turns a count of characters (Postgres counts code points) into a UTF-16 index of `text`,
 * so text after an emoji or other astral character is still marked in the right place.
 */
export function codePointsToIndex(text: string, codePoints: number): number {
  let index = 0
  let seen = 0
  while (index < text.length && seen < codePoints) {
    const code = text.codePointAt(index) ?? 0
    index += code > 0xffff ? 2 : 1
    seen++
  }
  return index
}

/**
 * Where a Postgres error `position` (1-based, in characters of the SQL that was sent) falls in the
 * editor: the statement started at `statementStart` in the document, and `prefixLength` characters
 * were sent ahead of it (a run tag). The range covers the word at the position, or one character.
 * Returns null when the position is missing or points outside the statement.
 */
export function errorPositionToRange(
  documentText: string,
  statementStart: number,
  statementText: string,
  position: number | undefined,
  prefixLength = 0
): TextRange | null {
  if (position === undefined || !Number.isInteger(position) || position < 1) return null
  const characters = position - 1 - prefixLength
  if (characters < 0) return null
  const indexInStatement = codePointsToIndex(statementText, characters)
  if (indexInStatement > statementText.length) return null
  const from = Math.min(statementStart + indexInStatement, documentText.length)
  let to = from
  while (to < documentText.length && TOKEN_CHAR.test(documentText[to])) to++
  if (to === from && from < documentText.length) to = from + 1
  return { from, to }
}

/** 1-based line and column of `index` in `text`, as an error message shows them. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(index, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}
