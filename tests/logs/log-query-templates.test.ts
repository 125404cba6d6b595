import { describe, expect, it } from 'vitest'

import { findLogSource, LOG_SOURCES } from '@/lib/catalog/log-sources'
import { buildLogsCountQuery, buildLogsQuery, LogsQueryError } from '@/lib/logs/default-query'
import { logQueryTemplatesFor } from '@/lib/logs/log-query-templates'

/** The dotted field paths a builder query selects or filters by (`a_b.c` → `a.b.c`), and its source. */
function fieldsOf(sql: string): { source: string; paths: string[] } {
  const source = /\bfrom ([a-z_]+)/.exec(sql)?.[1] ?? ''
  const aliases = new Map<string, string>()
  for (const [, record, alias] of sql.matchAll(/unnest\(([A-Za-z_.]+)\) as ([A-Za-z_]+)/g)) {
    const [parent, leaf] = record.split('.')
    aliases.set(alias, leaf ? `${aliases.get(parent)}.${leaf}` : record)
  }
  const paths = [...sql.replace(/unnest\([^)]*\)/g, '').matchAll(/\b([a-z_]+)\.([A-Za-z_]+)\b/g)]
    .filter(([, alias]) => aliases.has(alias))
    .map(([, alias, leaf]) => `${aliases.get(alias)}.${leaf}`)
  return { source, paths }
}

describe('log query templates', () => {
  it('offers recent events and errors for every source, each over fields the source has', () => {
    for (const source of LOG_SOURCES) {
      const templates = logQueryTemplatesFor(source.reference)
      expect(templates.map((template) => template.id).slice(0, 2)).toEqual(['recent', 'errors'])
      const known = new Set(findLogSource(source.reference)!.fields.map((field) => field.path))
      for (const template of templates) {
        const { source: from, paths } = fieldsOf(template.sql)
        expect(from).toBe(source.reference)
        for (const path of paths) expect(known, `${template.id} of ${source.reference}: ${path}`).toContain(path)
      }
    }
  })

  it('filters the gateway by status, counts by status code and sorts by origin time', () => {
    const byId = Object.fromEntries(logQueryTemplatesFor('edge_logs').map((template) => [template.id, template.sql]))
    expect(Object.keys(byId)).toEqual(['recent', 'errors', 'by-status', 'slowest'])
    expect(byId.errors).toBe(
      'select id, timestamp, event_message, metadata_response.status_code as metadata_response_status_code from edge_logs cross join unnest(metadata) as metadata cross join unnest(metadata.response) as metadata_response where metadata_response.status_code >= 400 order by timestamp desc limit 100'
    )
    expect(byId['by-status']).toBe(
      'select metadata_response.status_code as metadata_response_status_code, count(*) as count from edge_logs cross join unnest(metadata) as metadata cross join unnest(metadata.response) as metadata_response group by metadata_response_status_code order by count desc limit 100'
    )
    expect(byId.slowest).toMatch(/order by metadata_response_origin_time desc limit 100$/)
  })

  it('uses the severity of Postgres and the level of other services for errors', () => {
    const postgres = logQueryTemplatesFor('postgres_logs').find((template) => template.id === 'errors')!
    expect(postgres.sql).toContain("metadata_parsed.error_severity in ('ERROR', 'FATAL', 'PANIC')")
    const realtime = logQueryTemplatesFor('realtime_logs').map((template) => template.id)
    expect(realtime).toEqual(['recent', 'errors', 'by-level'])
  })

  it('builds only safe orders and count fields', () => {
    expect(() => buildLogsQuery('edge_logs', undefined, undefined, 10, { orderBy: 'timestamp; drop table x' })).toThrow(LogsQueryError)
    expect(() => buildLogsCountQuery('edge_logs', "metadata.x'y")).toThrow(LogsQueryError)
    expect(buildLogsCountQuery('edge_logs', 'event_message', 5)).toBe('select event_message, count(*) as count from edge_logs group by event_message order by count desc limit 5')
  })
})
