/**
 * Splits an assistant's markdown answer into plain markdown and SQL code blocks, so SQL blocks can be
 * shown as runnable snippets. Fences inside other fences (e.g. a ```sql example inside ````md) stay
 * markdown. A SQL block whose closing fence has not streamed in yet is marked incomplete.
 */

export type MessageSegment =
  | { type: 'markdown'; content: string }
  | { type: 'sql'; snippetId: string; sql: string; isComplete: boolean }

const SQL_LANGUAGES = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'psql', 'plpgsql'])
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/

interface OpenFence {
  marker: string
  isSql: boolean
  lines: string[]
}

/** The stable id of the n-th SQL block of a message: results are cached under it. */
export function snippetIdAt(index: number): string {
  return `sql-${index}`
}

function isClosingFence(line: string, fence: OpenFence): boolean {
  const trimmed = line.trim()
  const char = fence.marker[0]
  if (!trimmed.startsWith(fence.marker)) return false
  // Closing fences use the same character, at least as many of them, and nothing else.
  return trimmed.split('').every((c) => c === char)
}

export function splitSqlBlocks(text: string): MessageSegment[] {
  const segments: MessageSegment[] = []
  let markdown: string[] = []
  let fence: OpenFence | undefined
  let sqlCount = 0

  const flushMarkdown = () => {
    const content = markdown.join('\n')
    if (content.trim() !== '') segments.push({ type: 'markdown', content })
    markdown = []
  }
  const pushSql = (lines: string[], isComplete: boolean) => {
    segments.push({ type: 'sql', snippetId: snippetIdAt(sqlCount++), sql: lines.join('\n').trim(), isComplete })
  }

  for (const line of text.split('\n')) {
    if (fence) {
      if (isClosingFence(line, fence)) {
        if (fence.isSql) pushSql(fence.lines, true)
        else markdown.push(line)
        fence = undefined
      } else if (fence.isSql) {
        fence.lines.push(line)
      } else {
        markdown.push(line)
      }
      continue
    }
    const open = FENCE_OPEN.exec(line)
    if (!open) {
      markdown.push(line)
      continue
    }
    const isSql = SQL_LANGUAGES.has(open[2].toLowerCase())
    fence = { marker: open[1], isSql, lines: [] }
    if (isSql) flushMarkdown()
    else markdown.push(line)
  }

  if (fence?.isSql) pushSql(fence.lines, false)
  flushMarkdown()
  return segments.filter((segment) => segment.type === 'markdown' || segment.sql !== '' || !segment.isComplete)
}
