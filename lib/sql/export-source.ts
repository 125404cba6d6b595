import { isReadOnlyStatement } from './read-only-statement'
import { splitSqlStatements } from './split-statements'

export const EXPORT_NEEDS_ROWS_MESSAGE = 'Run a query first: the export saves the rows shown in the results'
export const EXPORT_RUN_WRITE_FIRST_MESSAGE =
  'Run the statement first: it changes data, so the export saves the rows it returned instead of running it again'

/** The result the results pane shows for export: the last statement of the run that returned rows. */
export interface ShownResult {
  statementText: string
  rows: Record<string, unknown>[]
  columns: string[]
}

export type ExportSource =
  /** The rows the pane holds (complete: the query endpoint answers every row). */
  | { kind: 'shown-rows'; rows: Record<string, unknown>[]; columns: string[]; isWrite: boolean }
  /** Self-hosted: the server runs the read-only query again and streams every row (flat memory). */
  | { kind: 'stream'; query: string }
  | { kind: 'refuse'; message: string }

/**
 * What an export saves. Only a statement proved read-only is ever run again (streamed by the
 * self-hosted server); a write such as `insert … returning *` is exported from the rows its one
 * run returned, and is never run a second time.
 */
export function chooseExportSource({
  canStream,
  shown,
  editorText,
}: {
  /** Self-hosted: the streaming export route exists. */
  canStream: boolean
  shown: ShownResult | null
  /** The editor's run target, used when nothing has run yet. */
  editorText: string
}): ExportSource {
  if (shown) {
    const isReadOnly = isReadOnlyStatement(shown.statementText)
    if (canStream && isReadOnly) return { kind: 'stream', query: shown.statementText }
    return { kind: 'shown-rows', rows: shown.rows, columns: shown.columns, isWrite: !isReadOnly }
  }
  const last = splitSqlStatements(editorText).at(-1)
  if (!canStream || !last) return { kind: 'refuse', message: EXPORT_NEEDS_ROWS_MESSAGE }
  if (!isReadOnlyStatement(last.text)) return { kind: 'refuse', message: EXPORT_RUN_WRITE_FIRST_MESSAGE }
  return { kind: 'stream', query: last.text }
}
