import type { FunctionFile } from './deploy-form'
import { functionFileNameError, functionFileSizeError, MAX_FUNCTION_FILES } from './names'

/** Something in one file that stops a deploy, at an offset when it is a syntax error. */
export interface FileProblem {
  file: string
  message: string
  from?: number
}

/**
 * Checks a function's files before they are sent: names the runtime accepts, sizes within the limit,
 * and TypeScript that parses (with the editor's own lezer grammar, loaded on first use).
 */
export async function checkFunctionFiles(files: readonly FunctionFile[]): Promise<FileProblem | null> {
  if (files.length === 0) return { file: 'index.ts', message: 'A function needs an index.ts' }
  if (files.length > MAX_FUNCTION_FILES) return { file: files[0].name, message: `A function can have at most ${MAX_FUNCTION_FILES} files` }
  for (const file of files) {
    const nameProblem = functionFileNameError(file.name)
    if (nameProblem) return { file: file.name, message: nameProblem }
    const sizeProblem = functionFileSizeError(file.name, new Blob([file.content]).size)
    if (sizeProblem) return { file: file.name, message: sizeProblem }
  }
  const { findSyntaxError } = await import('./syntax-check')
  for (const file of files) {
    if (!/\.(ts|tsx|js|jsx|mjs|mts)$/.test(file.name)) continue
    const problem = findSyntaxError(file.content)
    if (problem) return { file: file.name, message: problem.message, from: problem.from }
  }
  return null
}
