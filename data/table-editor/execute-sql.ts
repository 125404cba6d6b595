import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { TableRow } from '@/lib/table-editor/types'

import { connectionHeader, requireProjectRef, type DatabaseConnectionVariables } from '@/data/database/connection'

export interface ExecuteSqlVariables extends DatabaseConnectionVariables {
  sql: string
  /** A label the server may log with the query. */
  queryKey?: string
}

/** Runs the table editor's generated SQL on the project's query endpoint; Postgres errors are thrown. */
export async function executeSql(
  { projectRef, connectionString, sql, queryKey }: ExecuteSqlVariables,
  signal?: AbortSignal
): Promise<TableRow[]> {
  const ref = requireProjectRef(projectRef)
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/query', {
    params: { path: { ref }, query: queryKey ? { key: queryKey } : undefined, header: connectionHeader(connectionString) },
    body: { query: sql },
    signal,
  })
  if (error) handleError(error)
  return data as TableRow[]
}
