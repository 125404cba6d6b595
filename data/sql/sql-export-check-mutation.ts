import { useMutation } from '@tanstack/react-query'

import { requireProjectRef } from '@/data/sql/pg-meta'
import { sendPlatformRequest } from '@/lib/api/client'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ExportFormat } from '@/lib/sql/result-export'
import { toSqlQueryError, type SqlQueryError } from '@/lib/sql/sql-query-error'

/**
 * Self-hosted only: asks the export route to plan the query without running it (dry run), so a
 * mistake is reported in the editor before the browser starts a download that could only fail.
 */
export interface SqlExportCheckVariables {
  projectRef?: string
  query: string
  format: ExportFormat
}
export type SqlExportCheckData = void
export type SqlExportCheckError = SqlQueryError | Error

/** The app's own export route (served at /dashboard/api/platform/pg-meta/{ref}/export, not in the platform API). */
export const SQL_EXPORT_PATH = '/platform/pg-meta/{ref}/export'

export async function checkSqlExport({ projectRef, query, format }: SqlExportCheckVariables): Promise<SqlExportCheckData> {
  const ref = requireProjectRef(projectRef)
  const { error } = await sendPlatformRequest('POST', SQL_EXPORT_PATH, {
    params: { path: { ref } },
    body: { query, format, dryRun: true },
  })
  if (error) throw toSqlQueryError(error)
}

export function useSqlExportCheckMutation(
  options: UseCustomMutationOptions<SqlExportCheckData, SqlExportCheckError, SqlExportCheckVariables> = {}
) {
  return useMutation<SqlExportCheckData, SqlExportCheckError, SqlExportCheckVariables>({
    mutationFn: checkSqlExport,
    ...options,
  })
}
