import { describe, expect, it } from 'vitest'

import { LOG_SOURCES } from '@/lib/catalog/log-sources'
import {
  buildLogsQuery,
  DEFAULT_LOGS_QUERY,
  eventMessageSearch,
  logFieldAlias,
  LogsQueryError,
  quoteLogsString,
} from '@/lib/logs/default-query'

describe('buildLogsQuery', () => {
  it('is the default logs query for the common fields of the API gateway', () => {
    expect(DEFAULT_LOGS_QUERY).toBe('select id, timestamp, event_message from edge_logs order by timestamp desc limit 100')
    expect(buildLogsQuery('postgres_logs', ['id', 'timestamp', 'event_message'], undefined, 25)).toBe(
      'select id, timestamp, event_message from postgres_logs order by timestamp desc limit 25'
    )
  })

  it('unnests each record level once and aliases nested fields with underscores', () => {
    const sql = buildLogsQuery('edge_logs', [
      'id',
      'timestamp',
      'metadata.request.method',
      'metadata.request.path',
      'metadata.response.status_code',
    ])
    expect(sql).toBe(
      'select id, timestamp, metadata_request.method as metadata_request_method, metadata_request.path as metadata_request_path, ' +
        'metadata_response.status_code as metadata_response_status_code from edge_logs ' +
        'cross join unnest(metadata) as metadata cross join unnest(metadata.request) as metadata_request ' +
        'cross join unnest(metadata.response) as metadata_response order by timestamp desc limit 100'
    )
    expect(logFieldAlias('metadata.request.cf.asn')).toBe('metadata_request_cf_asn')
  })

  it('adds the where clause and falls back to the common fields when none is picked', () => {
    expect(buildLogsQuery('auth_logs', [], "level = 'error'", 10)).toBe(
      "select id, timestamp, event_message from auth_logs where level = 'error' order by timestamp desc limit 10"
    )
  })

  it('builds a query for every field of every catalogued source', () => {
    for (const source of LOG_SOURCES) {
      const sql = buildLogsQuery(source.reference, source.fields.map((field) => field.path))
      expect(sql).toContain(`from ${source.reference}`)
    }
  })

  it('refuses sources, fields and limits that would change the SQL', () => {
    expect(() => buildLogsQuery('edge_logs; drop table x', ['id'])).toThrow(LogsQueryError)
    expect(() => buildLogsQuery('edge_logs', ['metadata.request.method from x --'])).toThrow('Invalid log field')
    expect(() => buildLogsQuery('edge_logs', ['id'], undefined, 0)).toThrow('Invalid limit')
    expect(() => buildLogsQuery('edge_logs', ['id'], undefined, 1.5)).toThrow('Invalid limit')
  })
})

describe('event message search', () => {
  it('quotes BigQuery string literals so no input ends the literal', () => {
    expect(quoteLogsString("it's")).toBe("'it\\'s'")
    expect(quoteLogsString('a\\b')).toBe("'a\\\\b'")
    expect(quoteLogsString('line\nbreak')).toBe("'line\\nbreak'")
  })

  it('matches the text literally and case-insensitively', () => {
    expect(eventMessageSearch('  ')).toBeUndefined()
    expect(eventMessageSearch("user's (x)")).toBe("regexp_contains(event_message, '(?i)user\\'s \\\\(x\\\\)')")
  })
})
