import { parser } from '@lezer/javascript'

/**
 * The first syntax error of a TypeScript source, found with the editor's own parser (lezer's
 * JavaScript grammar in its TypeScript dialect), so a deploy never sends code that cannot parse.
 */
export interface SyntaxProblem {
  line: number
  column: number
  /** Offset in the source. */
  from: number
  message: string
}

const tsParser = parser.configure({ dialect: 'ts' })

export function findSyntaxError(source: string): SyntaxProblem | null {
  const tree = tsParser.parse(source)
  let errorAt: number | null = null
  tree.iterate({
    enter: (node) => {
      if (errorAt !== null) return false
      if (node.type.isError) {
        errorAt = node.from
        return false
      }
      return undefined
    },
  })
  if (errorAt === null) return null
  const from: number = errorAt
  const before = source.slice(0, from)
  const line = before.split('\n').length
  const column = from - before.lastIndexOf('\n')
  const near = source.slice(from, from + 20).split('\n')[0].trim()
  return { line, column, from, message: near ? `Syntax error at line ${line}, column ${column}, near "${near}"` : `Syntax error at line ${line}, column ${column}: unexpected end of code` }
}
