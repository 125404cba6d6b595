import type { QueryClient } from '@tanstack/react-query'

import { checkSqlExport } from '@/data/sql/sql-export-check-mutation'
import { exportTableRowsInPages, type TableRowsExportVariables } from '@/data/table-rows/table-rows-export'
import { downloadBlob, exportActionUrl, submitExportForm } from '@/lib/sql/download'
import { buildExportQuery } from '@/lib/table-editor/keyset'
import { tableExportFileName } from '@/lib/table-editor/table-export'

export interface TableExportContext {
  isPlatform: boolean
  platformApiUrl: string
  client: QueryClient
  onProgress: (rowsWritten: number) => void
}

/**
 * Loaded when the user clicks Export (not on the page's first load). Self-hosted: the server's
 * streamed export (a server-side cursor, flat memory) after a dry run, downloaded by a plain form
 * POST so the file never passes through this tab's JS. Platform: keyset pages through the query
 * endpoint into a Blob, then one download.
 */
export async function runTableExport(variables: TableRowsExportVariables, context: TableExportContext): Promise<'streaming' | 'done'> {
  const fileName = tableExportFileName(variables.schema, variables.table, variables.format)
  if (context.isPlatform) {
    const blob = await exportTableRowsInPages(variables, { client: context.client }, context.onProgress)
    downloadBlob(fileName, blob)
    return 'done'
  }
  const query = buildExportQuery(variables)
  await checkSqlExport({ projectRef: variables.projectRef, query, format: variables.format })
  submitExportForm(exportActionUrl(context.platformApiUrl, variables.projectRef), { query, format: variables.format, fileName })
  return 'streaming'
}
