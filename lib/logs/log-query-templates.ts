import { findLogSource, type LogFieldType, type LogSourceReference } from '@/lib/catalog/log-sources'

import { buildLogsCountQuery, buildLogsQuery, DEFAULT_LOGS_FIELDS, eventMessageSearch, logFieldAlias } from './default-query'

/**
 * Ready-made queries for each log source of the catalogue. They are built by the explorer's own
 * builder from fields the source has (its catalogue entry), so each is valid for that source's
 * schema; a template whose field the source lacks is simply not offered for it.
 */

export interface LogQueryTemplate {
  id: string
  label: string
  description: string
  source: LogSourceReference
  sql: string
}

/** The field holding an HTTP status, in the order the sources name it. */
const STATUS_FIELDS = ['metadata.response.status_code', 'metadata.res.statusCode', 'metadata.status']
/** The field holding a severity level. */
const LEVEL_FIELDS = ['metadata.parsed.error_severity', 'metadata.level']
/** The field holding how long a request took. */
const DURATION_FIELDS = ['metadata.response.origin_time', 'metadata.execution_time_ms', 'metadata.responseTime', 'metadata.duration']

const ERROR_LEVELS: Record<string, string> = {
  'metadata.parsed.error_severity': "('ERROR', 'FATAL', 'PANIC')",
  'metadata.level': "('error', 'fatal', 'panic')",
}

function firstField(source: LogSourceReference, candidates: readonly string[], type: LogFieldType): string | undefined {
  const fields = findLogSource(source)?.fields ?? []
  return candidates.find((path) => fields.some((field) => field.path === path && field.type === type))
}

/** A nested field as the builder's query names it: `{record alias}.{leaf}`. */
function selectedName(path: string): string {
  const segments = path.split('.')
  return `${segments.slice(0, -1).join('_')}.${segments[segments.length - 1]}`
}

export function logQueryTemplatesFor(source: LogSourceReference): LogQueryTemplate[] {
  if (!findLogSource(source)) return []
  const templates: LogQueryTemplate[] = [
    { id: 'recent', label: 'Recent events', description: 'The newest 100 events.', source, sql: buildLogsQuery(source, DEFAULT_LOGS_FIELDS) },
  ]
  const status = firstField(source, STATUS_FIELDS, 'number')
  const level = firstField(source, LEVEL_FIELDS, 'string')
  if (status) {
    templates.push(
      {
        id: 'errors',
        label: 'Recent errors',
        description: 'Requests answered with a status of 400 or more, newest first.',
        source,
        sql: buildLogsQuery(source, [...DEFAULT_LOGS_FIELDS, status], `${selectedName(status)} >= 400`),
      },
      {
        id: 'by-status',
        label: 'Requests by status code',
        description: 'How many requests got each status code.',
        source,
        sql: buildLogsCountQuery(source, status),
      }
    )
  } else if (level) {
    templates.push(
      {
        id: 'errors',
        label: 'Recent errors',
        description: 'Events logged at an error level or worse, newest first.',
        source,
        sql: buildLogsQuery(source, [...DEFAULT_LOGS_FIELDS, level], `${selectedName(level)} in ${ERROR_LEVELS[level]}`),
      },
      {
        id: 'by-level',
        label: 'Events by level',
        description: 'How many events were logged at each level.',
        source,
        sql: buildLogsCountQuery(source, level),
      }
    )
  } else {
    templates.push({
      id: 'errors',
      label: 'Recent errors',
      description: 'Events whose message mentions an error, newest first.',
      source,
      sql: buildLogsQuery(source, DEFAULT_LOGS_FIELDS, eventMessageSearch('error')),
    })
  }
  const duration = firstField(source, DURATION_FIELDS, 'number')
  if (duration) {
    templates.push({
      id: 'slowest',
      label: 'Slowest requests',
      description: 'The 100 requests that took longest.',
      source,
      sql: buildLogsQuery(source, [...DEFAULT_LOGS_FIELDS, duration], undefined, 100, { orderBy: `${logFieldAlias(duration)} desc` }),
    })
  }
  return templates
}
