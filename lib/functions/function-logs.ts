import { buildLogsQuery, quoteLogsString } from '@/lib/logs/default-query'
import { logFieldValue, type LogRow } from '@/lib/logs/log-rows'

/**
 * The logs explorer's queries for one function: its invocations (function_edge_logs) and what it
 * logged (function_logs), both SPEC §3 sources filtered by the function's id.
 */

export const FUNCTION_LOG_SOURCES = { invocations: 'function_edge_logs', logs: 'function_logs' } as const
export type FunctionLogKind = keyof typeof FUNCTION_LOG_SOURCES

const FIELDS: Record<FunctionLogKind, string[]> = {
  invocations: ['id', 'timestamp', 'event_message', 'metadata.function_id', 'metadata.execution_time_ms', 'metadata.version'],
  logs: ['id', 'timestamp', 'event_message', 'metadata.function_id', 'metadata.level', 'metadata.event_type'],
}

export const FUNCTION_LOGS_LIMIT = 1000

export function functionLogsQuery(kind: FunctionLogKind, functionId: string): string {
  return buildLogsQuery(FUNCTION_LOG_SOURCES[kind], FIELDS[kind], `metadata.function_id = ${quoteLogsString(functionId)}`, FUNCTION_LOGS_LIMIT)
}

/** The rows of this function only (a backend that ignores the filter still shows the right rows). */
export function rowsOfFunction(rows: readonly LogRow[], functionId: string): LogRow[] {
  return rows.filter((row) => logFieldValue(row, 'metadata.function_id') === functionId)
}
