import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { requireProjectRef } from '@/data/sql/pg-meta'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { LogRow } from '@/lib/logs/log-rows'

import { logsKeys } from './keys'

export interface LogsVariables {
  projectRef?: string
  /** Analytics SQL from buildLogsQuery. */
  sql: string
  /** ISO timestamps bounding the window. */
  start: string
  end: string
}

/**
 * The rows, or the analytics backend's own error about the query (an unknown source, or on a
 * self-hosted server why Postgres's log cannot be read): a successful answer that the explorer
 * shows as an explanation, not a failure.
 */
export interface LogsData {
  rows: LogRow[]
  errorMessage: string | null
}
export type LogsError = ResponseError

function readErrorMessage(error: unknown): string | null {
  if (!error) return null
  if (typeof error === 'string') return error
  if (typeof error === 'object') {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string' && message) return message
    return JSON.stringify(error)
  }
  return String(error)
}

export async function getLogs({ projectRef, sql, start, end }: LogsVariables, signal?: AbortSignal): Promise<LogsData> {
  const ref = requireProjectRef(projectRef)
  const { data, error } = await platform.GET('/platform/projects/{ref}/analytics/endpoints/logs.all', {
    params: { path: { ref }, query: { sql, iso_timestamp_start: start, iso_timestamp_end: end } },
    signal,
  })
  if (error) handleError(error)
  return { rows: Array.isArray(data?.result) ? data.result : [], errorMessage: readErrorMessage(data?.error) }
}

export const logsQueryOptions = <TData = LogsData>(variables: LogsVariables) =>
  queryOptions<LogsData, LogsError, TData>({
    queryKey: logsKeys.query(variables.projectRef, { sql: variables.sql, start: variables.start, end: variables.end }),
    queryFn: ({ signal }) => getLogs(variables, signal),
    // Keep the last rows on screen while a new source or range loads.
    placeholderData: keepPreviousData,
  })

export function useLogsQuery<TData = LogsData>(
  variables: LogsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<LogsData, LogsError, TData> = {}
) {
  return useQuery<LogsData, LogsError, TData>({
    ...logsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.sql),
  })
}
