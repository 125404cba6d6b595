'use client'

import { useCallback } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { useSqlExportCheckMutation } from '@/data/sql/sql-export-check-mutation'
import { downloadTextFile, exportActionUrl, submitExportForm } from '@/lib/sql/download'
import { chooseExportSource, type ShownResult } from '@/lib/sql/export-source'
import { EXPORT_MIME_TYPES, exportFileName, rowsToCsv, rowsToJson, type ExportFormat } from '@/lib/sql/result-export'
import { toast } from '@/lib/ui/toast'

import type { EditorSelection } from './code-editor'
import type { RunState } from './use-sql-runner'

/** The last statement of the run that returned rows: what the results pane shows by default. */
function shownResult(runState: RunState): ShownResult | null {
  const shown = [...runState.results].reverse().find((result) => result.outcome.kind === 'rows')
  if (!shown || shown.outcome.kind !== 'rows') return null
  return { statementText: shown.statement.text, rows: shown.outcome.rows, columns: shown.outcome.columns }
}

/**
 * Exports results (lib/sql/export-source decides from what): the rows the grid holds, or, for a
 * read-only query on a self-hosted server, every row streamed straight to a download (no row cap)
 * after a dry run has checked the query. A write is never run again for an export.
 */
export function useSqlExport({ projectRef, runState }: { projectRef: string; runState: RunState }) {
  const { isPlatform, platformApiUrl } = useConfig()
  const { mutateAsync: checkExport, isPending } = useSqlExportCheckMutation()

  const exportResults = useCallback(
    async (format: ExportFormat, target: EditorSelection) => {
      const source = chooseExportSource({ canStream: !isPlatform, shown: shownResult(runState), editorText: target.text })
      if (source.kind === 'refuse') {
        toast.error(source.message)
        return
      }
      if (source.kind === 'shown-rows') {
        const text = format === 'csv' ? rowsToCsv(source.columns, source.rows) : rowsToJson(source.rows)
        downloadTextFile(exportFileName(format), text, EXPORT_MIME_TYPES[format])
        if (source.isWrite) {
          const count = `${source.rows.length} ${source.rows.length === 1 ? 'row' : 'rows'}`
          toast.success(`Exported the ${count} shown: the statement changes data, so it was not run again`)
        }
        return
      }
      try {
        await checkExport({ projectRef, query: source.query, format })
      } catch (error) {
        toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
        return
      }
      submitExportForm(exportActionUrl(platformApiUrl, projectRef), { query: source.query, format })
      toast.success(`Exporting ${format.toUpperCase()}: the download starts as rows arrive`)
    },
    [checkExport, isPlatform, platformApiUrl, projectRef, runState]
  )

  return { exportResults, isExporting: isPending }
}
