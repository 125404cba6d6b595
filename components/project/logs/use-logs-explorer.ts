'use client'

import { useMemo, useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { findLogSource, LOG_SOURCES, type LogSourceReference } from '@/lib/catalog/log-sources'
import { buildLogsQuery, DEFAULT_LOGS_FIELDS, DEFAULT_LOGS_LIMIT, DEFAULT_LOGS_SOURCE, eventMessageSearch } from '@/lib/logs/default-query'
import { DEFAULT_TIME_RANGE, resolveTimeRange, toDateTimeLocalValue, type TimeRangeId } from '@/lib/logs/time-range'

/** A self-hosted server can only read Postgres's own log, so that is where the explorer starts there. */
const SELF_HOSTED_DEFAULT_SOURCE: LogSourceReference = 'postgres_logs'

/**
 * The explorer's choices and what follows from them: the analytics SQL and the time window. `now`
 * is fixed until the user refreshes, so the query key (and the cache) stays stable between renders.
 */
export function useLogsExplorer() {
  const { isPlatform } = useConfig()
  const [source, setSourceState] = useState<LogSourceReference>(isPlatform ? DEFAULT_LOGS_SOURCE : SELF_HOSTED_DEFAULT_SOURCE)
  const [fields, setFields] = useState<string[]>([...DEFAULT_LOGS_FIELDS])
  const [range, setRangeState] = useState<TimeRangeId>(DEFAULT_TIME_RANGE)
  const [custom, setCustom] = useState<{ start: string; end: string }>({ start: '', end: '' })
  const [search, setSearch] = useState('')
  const [limit, setLimit] = useState(DEFAULT_LOGS_LIMIT)
  const [now, setNow] = useState(() => new Date())
  // A query written in the editor (or by the AI log generator) stands in for the built one until
  // the user changes the builder's choices again.
  const [customSql, setCustomSql] = useState<string | null>(null)

  const logSource = findLogSource(source) ?? LOG_SOURCES[0]
  const builtSql = useMemo(() => buildLogsQuery(source, fields, eventMessageSearch(search), limit), [source, fields, search, limit])
  const sql = customSql ?? builtSql
  const timeRange = resolveTimeRange(range, now, custom)

  return {
    source: logSource,
    fields,
    range,
    custom,
    search,
    limit,
    sql,
    /** The query is the editor's own, not the builder's. */
    isCustomSql: customSql !== null,
    timeRange,
    setCustomSql,
    /** Another source has other fields: start again from the common ones. */
    setSource: (next: LogSourceReference) => {
      setCustomSql(null)
      setSourceState(next)
      setFields([...DEFAULT_LOGS_FIELDS])
    },
    toggleField: (path: string) => {
      setCustomSql(null)
      setFields((current) => {
        if (!current.includes(path)) return [...current, path]
        const remaining = current.filter((candidate) => candidate !== path)
        // At least one field stays selected; an empty list would fall back to the defaults anyway.
        return remaining.length > 0 ? remaining : current
      })
    },
    setRange: (next: TimeRangeId) => {
      // A custom range starts as the window the user was looking at.
      if (next === 'custom' && range !== 'custom') {
        const window = resolveTimeRange(range, now).window
        if (window) setCustom({ start: toDateTimeLocalValue(window.start), end: toDateTimeLocalValue(window.end) })
      }
      setRangeState(next)
    },
    setCustom,
    setSearch: (next: string) => {
      setCustomSql(null)
      setSearch(next)
    },
    setLimit: (next: number) => {
      setCustomSql(null)
      setLimit(next)
    },
    refresh: () => setNow(new Date()),
  }
}

