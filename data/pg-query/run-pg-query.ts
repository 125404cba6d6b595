import { connectionHeader, requireProjectRef, type DatabaseConnectionVariables } from '@/data/database/connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'

export interface PgQueryVariables extends DatabaseConnectionVariables {
  sql: string
}

/**
 * The rows of one catalogue query the dashboard wrote itself (not user SQL), through the pg-meta
 * query endpoint. Failures go through the shared API error handler, so callers get a ResponseError.
 */
export async function runPgQuery<Row = Record<string, unknown>>(
  { projectRef, connectionString, sql }: PgQueryVariables,
  signal?: AbortSignal
): Promise<Row[]> {
  const ref = requireProjectRef(projectRef)
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/query', {
    params: { path: { ref }, header: connectionHeader(connectionString) },
    body: { query: sql },
    signal,
  })
  if (error) handleError(error)
  // Statements without a result set (GRANT, REVOKE) answer with an empty array or nothing.
  return Array.isArray(data) ? (data as Row[]) : []
}
