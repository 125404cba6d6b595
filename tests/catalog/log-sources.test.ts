import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { COMMON_LOG_FIELDS, LOG_SOURCES, findLogSource } from '@/lib/catalog/log-sources'
import { logSourceSchema } from '@/lib/catalog/schemas/log-sources-schema'

// SPEC §3, log sources: [name, reference, fields the SPEC names beyond the common three].
const SPEC_SOURCES: [string, string, string[]][] = [
  [
    'API Gateway',
    'edge_logs',
    [
      'identifier',
      'metadata.request.cf.asn',
      'metadata.request.cf.asOrganization',
      'metadata.request.cf.country',
      'metadata.request.cf.city',
      'metadata.request.cf.botManagement.score',
      'metadata.request.cf.tlsVersion',
      'metadata.request.cf.tlsCipher',
      'metadata.request.headers.user_agent',
      'metadata.request.headers.x_real_ip',
      'metadata.request.host',
      'metadata.request.method',
      'metadata.request.path',
      'metadata.request.protocol',
      'metadata.request.search',
      'metadata.request.url',
      'metadata.response.headers.content_type',
      'metadata.response.origin_time',
      'metadata.response.status_code',
    ],
  ],
  [
    'Auth',
    'auth_logs',
    [
      'metadata.auth_event.action',
      'metadata.auth_event.actor_id',
      'metadata.auth_event.actor_via_sso',
      'metadata.auth_event.actor_username',
      'metadata.auth_event.log_type',
      'metadata.auth_event.traits.provider',
      'metadata.auth_event.traits.user_email',
      'metadata.auth_event.traits.user_id',
      'metadata.auth_event.traits.user_phone',
      ...['component', 'duration', 'host', 'level', 'method', 'msg', 'path', 'referer', 'remote_addr', 'status'].map(
        (name) => `metadata.${name}`
      ),
    ],
  ],
  [
    'Auth Audit Logs',
    'auth_audit_logs',
    [
      ...[
        'action',
        'actor_id',
        'actor_name',
        'actor_username',
        'actor_via_sso',
        'audit_log_id',
        'created_at',
        'log_type',
        'request_id',
        'user_agent',
      ].map((name) => `metadata.auth_audit_event.${name}`),
      'metadata.host',
      'metadata.level',
      'metadata.msg',
    ],
  ],
  [
    'Storage',
    'storage_logs',
    [
      'metadata.context.host',
      'metadata.context.pid',
      'metadata.level',
      'metadata.project',
      'metadata.req.headers.user_agent',
      'metadata.req.hostname',
      'metadata.req.method',
      'metadata.req.remoteAddress',
      'metadata.req.remotePort',
      'metadata.req.url',
      'metadata.reqId',
      'metadata.res.statusCode',
      'metadata.res.headers.content_type',
      'metadata.responseTime',
      'metadata.tenantId',
      'metadata.rawError',
    ],
  ],
  [
    'Function Edge',
    'function_edge_logs',
    [
      'metadata.deployment_id',
      'metadata.execution_time_ms',
      'metadata.function_id',
      'metadata.project_ref',
      'metadata.request.headers.user_agent',
      'metadata.request.method',
      'metadata.request.url',
      'metadata.response.headers.content_type',
      'metadata.response.status_code',
      'metadata.version',
    ],
  ],
  [
    'Function Runtime',
    'function_logs',
    ['deployment_id', 'event_type', 'execution_id', 'function_id', 'level', 'project_ref', 'region', 'version'].map(
      (name) => `metadata.${name}`
    ),
  ],
  [
    'Database',
    'postgres_logs',
    [
      'metadata.host',
      ...[
        'backend_type',
        'command_tag',
        'connection_from',
        'database_name',
        'error_severity',
        'process_id',
        'query_id',
        'session_id',
        'session_line_num',
        'session_start_time',
        'sql_state_code',
        'timestamp',
        'transaction_id',
        'user_name',
        'virtual_transaction_id',
      ].map((name) => `metadata.parsed.${name}`),
    ],
  ],
  [
    'Realtime',
    'realtime_logs',
    [
      'metadata.level',
      'metadata.measurements.connected',
      'metadata.measurements.connected_cluster',
      'metadata.measurements.limit',
      'metadata.measurements.sum',
      'metadata.external_id',
    ],
  ],
  ['REST API layer', 'postgrest_logs', ['metadata.host']],
  [
    'Shared Pooler',
    'supavisor_logs',
    [
      'metadata.context.module',
      'metadata.db_name',
      'metadata.instance_id',
      'metadata.level',
      'metadata.project',
      'metadata.region',
      'metadata.type',
      'metadata.user',
    ],
  ],
  ['Dedicated Pooler', 'pgbouncer_logs', ['file', 'metadata.host', 'project']],
  ['Database Version Upgrade', 'pg_upgrade_logs', []],
]

describe('log sources catalogue', () => {
  it('has the 12 SPEC sources with their names and references, in order', () => {
    expect(LOG_SOURCES.map((source) => [source.name, source.reference])).toEqual(
      SPEC_SOURCES.map(([name, reference]) => [name, reference])
    )
  })

  it('passes the schema (which requires the common fields and unique paths)', () => {
    expect(() => z.array(logSourceSchema).parse(LOG_SOURCES)).not.toThrow()
  })

  it('gives every source id (string), timestamp (datetime) and event_message (string)', () => {
    expect(COMMON_LOG_FIELDS).toEqual([
      { path: 'id', type: 'string' },
      { path: 'timestamp', type: 'datetime' },
      { path: 'event_message', type: 'string' },
    ])
    for (const source of LOG_SOURCES) expect(source.fields).toEqual(expect.arrayContaining([...COMMON_LOG_FIELDS]))
  })

  it.each(SPEC_SOURCES)('%s (%s) has every field the SPEC names', (_name, reference, paths) => {
    const fieldPaths = findLogSource(reference)!.fields.map((field) => field.path)
    expect(fieldPaths).toEqual(expect.arrayContaining(paths))
  })

  it('has only the common fields for Database Version Upgrade', () => {
    expect(findLogSource('pg_upgrade_logs')!.fields).toEqual(COMMON_LOG_FIELDS)
  })

  it('types fields by what they hold', () => {
    const typeOf = (reference: string, path: string) =>
      findLogSource(reference)!.fields.find((field) => field.path === path)?.type
    expect(typeOf('edge_logs', 'metadata.request.cf.botManagement.score')).toBe('number')
    expect(typeOf('edge_logs', 'metadata.request.cf.botManagement.detectionIds')).toBe('number[]')
    expect(typeOf('edge_logs', 'metadata.request.cf.botManagement.verifiedBot')).toBe('boolean')
    expect(typeOf('auth_logs', 'metadata.auth_event.actor_via_sso')).toBe('boolean')
    expect(typeOf('supavisor_logs', 'metadata.context.domain')).toBe('string[]')
    expect(typeOf('postgres_logs', 'metadata.parsed.process_id')).toBe('number')
    expect(typeOf('realtime_logs', 'metadata.measurements.connected')).toBe('number')
  })

  it('rejects a source without the common fields or with an unknown field type', () => {
    const source = findLogSource('postgrest_logs')!
    const withoutTimestamp = { ...source, fields: source.fields.filter((field) => field.path !== 'timestamp') }
    expect(logSourceSchema.safeParse(withoutTimestamp).success).toBe(false)
    const badType = { ...source, fields: [...source.fields, { path: 'metadata.x', type: 'date' }] }
    expect(logSourceSchema.safeParse(badType).success).toBe(false)
    expect(findLogSource('nope_logs')).toBeUndefined()
  })
})
