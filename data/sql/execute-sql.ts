import { projectConnection, type PgMetaContext } from './pg-meta'
import { platform } from '@/lib/api/client'
import { toSqlQueryError, type SqlQueryError } from '@/lib/sql/sql-query-error'

/**
 * The one way the dashboard runs SQL on a project's database: catalogue reads, the SQL editor, the
 * table editor, schema changes and the assistant's snippets all come through here, so they share one
 * error contract and one way of finding the project's connection.
 */
export interface ExecuteSqlVariables {
  projectRef?: string
  sql: string
  /** A label the server may log with the query (pg-meta's `key` parameter). */
  queryKey?: string
}

/**
 * What a caller hands over from React Query: the client (the hosted platform needs the project's
 * encrypted connection string, read from its cached detail) and the abort signal, when there is one.
 * Query functions and mutation functions both receive an object of this shape as their context.
 */
export type ExecuteSqlContext = PgMetaContext

export type ExecuteSqlRows<Row = Record<string, unknown>> = Row[]
/** Every failure is a SqlQueryError (the platform's message and code, and Postgres's `position`), or an AbortError. */
export type ExecuteSqlError = SqlQueryError | Error

export async function executeSql<Row = Record<string, unknown>>(
  { projectRef, sql, queryKey }: ExecuteSqlVariables,
  { client, signal }: ExecuteSqlContext
): Promise<ExecuteSqlRows<Row>> {
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/query', {
    params: { path: { ref }, query: queryKey ? { key: queryKey } : undefined, header },
    body: { query: sql },
    signal,
  })
  if (error) throw toSqlQueryError(error)
  // Statements without a result set (DDL, SET, GRANT) answer with an empty array or nothing at all.
  return Array.isArray(data) ? (data as Row[]) : []
}
