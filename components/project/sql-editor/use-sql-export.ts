'use client'

import { useCallback } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { useSqlExportCheckMutation } from '@/data/sql/sql-export-check-mutation'
import { downloadTextFile, exportActionUrl, submitExportForm } from '@/lib/sql/download'
import { EXPORT_MIME_TYPES, exportFileName, rowsToCsv, rowsToJson, type ExportFormat } from '@/lib/sql/result-export'
import { splitSqlStatements } from '@/lib/sql/split-statements'
import { toast } from '@/lib/ui/toast'

import type { EditorSelection } from './code-editor'
import type { RunState } from './use-sql-runner'

export const EXPORT_SINGLE_STATEMENT_MESSAGE = 'Export runs one statement: select the statement to export'
export const EXPORT_NEEDS_ROWS_MESSAGE = 'Run a query first: the export saves the rows shown in the results'

/**
 * Exports results. Self-hosted: the server streams every row of the query straight to a download
 * (no row cap), after a dry run has checked the query. Platform: the rows already in the grid.
 */
export function useSqlExport({ projectRef, runState }: { projectRef: string; runState: RunState }) {
  const { isPlatform, platformApiUrl } = useConfig()
  const { mutateAsync: checkExport, isPending } = useSqlExportCheckMutation()

  const exportResults = useCallback(
    async (format: ExportFormat, target: EditorSelection) => {
      if (isPlatform) {
        const shown = [...runState.results].reverse().find((result) => result.outcome.kind === 'rows')
        if (!shown || shown.outcome.kind !== 'rows') {
          toast.error(EXPORT_NEEDS_ROWS_MESSAGE)
          return
        }
        const { rows, columns } = shown.outcome
        const text = format === 'csv' ? rowsToCsv(columns, rows) : rowsToJson(rows)
        downloadTextFile(exportFileName(format), text, EXPORT_MIME_TYPES[format])
        return
      }
      const statements = splitSqlStatements(target.text)
      if (statements.length !== 1) {
        toast.error(EXPORT_SINGLE_STATEMENT_MESSAGE)
        return
      }
      const query = statements[0].text
      try {
        await checkExport({ projectRef, query, format })
      } catch (error) {
        toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
        return
      }
      submitExportForm(exportActionUrl(platformApiUrl, projectRef), { query, format })
      toast.success(`Exporting ${format.toUpperCase()}: the download starts as rows arrive`)
    },
    [checkExport, isPlatform, platformApiUrl, projectRef, runState.results]
  )

  return { exportResults, isExporting: isPending }
}
