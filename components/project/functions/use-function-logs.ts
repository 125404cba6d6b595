'use client'

import { useState } from 'react'

import { useLogsQuery } from '@/data/logs/logs-query'
import { functionLogsQuery, rowsOfFunction, type FunctionLogKind } from '@/lib/functions/function-logs'

const DAY_MS = 24 * 60 * 60_000

/** One function's rows of a log source over the last 24 hours (the window fixed when the tab opens). */
export function useFunctionLogs(projectRef: string, functionId: string | undefined, kind: FunctionLogKind, { enabled = true } = {}) {
  const [window] = useState(() => {
    const end = new Date()
    return { start: new Date(end.getTime() - DAY_MS), end }
  })
  const query = useLogsQuery(
    { projectRef, sql: functionId ? functionLogsQuery(kind, functionId) : '', start: window.start.toISOString(), end: window.end.toISOString() },
    { enabled: enabled && Boolean(functionId) }
  )
  const rows = query.data && functionId ? rowsOfFunction(query.data.rows, functionId) : undefined
  return { query, rows, window }
}
