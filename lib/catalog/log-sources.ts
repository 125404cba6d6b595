/** The log sources of SPEC §3 and the fields each can be queried by. */

export const LOG_FIELD_TYPES = ['string', 'number', 'boolean', 'datetime', 'number[]', 'string[]'] as const
export type LogFieldType = (typeof LOG_FIELD_TYPES)[number]

export const LOG_SOURCE_REFERENCES = [
  'edge_logs',
  'auth_logs',
  'auth_audit_logs',
  'storage_logs',
  'function_edge_logs',
  'function_logs',
  'postgres_logs',
  'realtime_logs',
  'postgrest_logs',
  'supavisor_logs',
  'pgbouncer_logs',
  'pg_upgrade_logs',
] as const
export type LogSourceReference = (typeof LOG_SOURCE_REFERENCES)[number]

export interface LogField {
  path: string
  type: LogFieldType
}

export interface LogSource {
  name: string
  reference: LogSourceReference
  fields: readonly LogField[]
}

/** Every source has these three (SPEC §3). */
export const COMMON_LOG_FIELDS: readonly LogField[] = [
  { path: 'id', type: 'string' },
  { path: 'timestamp', type: 'datetime' },
  { path: 'event_message', type: 'string' },
]

/** Builds a field list from compact `path: type` pairs, common fields first. */
function fields(extra: Record<string, LogFieldType>): LogField[] {
  return [...COMMON_LOG_FIELDS, ...Object.entries(extra).map(([path, type]) => ({ path, type }))]
}

/** Every path under `prefix` typed as a string (header maps and similar). */
function strings(prefix: string, names: string[]): Record<string, LogFieldType> {
  return Object.fromEntries(names.map((name) => [`${prefix}.${name}`, 'string' as const]))
}

const EDGE_REQUEST_CF: Record<string, LogFieldType> = {
  'metadata.request.cf.asOrganization': 'string',
  'metadata.request.cf.asn': 'number',
  'metadata.request.cf.botManagement.corporateProxy': 'boolean',
  'metadata.request.cf.botManagement.detectionIds': 'number[]',
  'metadata.request.cf.botManagement.ja3Hash': 'string',
  'metadata.request.cf.botManagement.score': 'number',
  'metadata.request.cf.botManagement.staticResource': 'boolean',
  'metadata.request.cf.botManagement.verifiedBot': 'boolean',
  'metadata.request.cf.clientTcpRtt': 'number',
  'metadata.request.cf.clientTrustScore': 'number',
  'metadata.request.cf.edgeRequestKeepAliveStatus': 'number',
  ...strings('metadata.request.cf', [
    'city',
    'colo',
    'continent',
    'country',
    'httpProtocol',
    'latitude',
    'longitude',
    'metroCode',
    'postalCode',
    'region',
    'timezone',
    'tlsCipher',
    'tlsClientAuth.certPresented',
    'tlsClientAuth.certRevoked',
    'tlsClientAuth.certVerified',
    'tlsExportedAuthenticator.clientFinished',
    'tlsExportedAuthenticator.clientHandshake',
    'tlsExportedAuthenticator.serverFinished',
    'tlsExportedAuthenticator.serverHandshake',
    'tlsVersion',
  ]),
}

export const LOG_SOURCES: readonly LogSource[] = [
  {
    name: 'API Gateway',
    reference: 'edge_logs',
    fields: fields({
      identifier: 'string',
      ...EDGE_REQUEST_CF,
      ...strings('metadata.request.headers', [
        'cf_connecting_ip',
        'cf_ipcountry',
        'cf_ray',
        'host',
        'referer',
        'user_agent',
        'x_client_info',
        'x_forwarded_proto',
        'x_real_ip',
      ]),
      ...strings('metadata.request', ['host', 'method', 'path', 'protocol', 'search', 'url']),
      ...strings('metadata.response.headers', [
        'cf_cache_status',
        'cf_ray',
        'content_location',
        'content_range',
        'content_type',
        'date',
        'sb_gateway_version',
        'transfer_encoding',
        'x_kong_proxy_latency',
      ]),
      'metadata.response.origin_time': 'number',
      'metadata.response.status_code': 'number',
    }),
  },
  {
    name: 'Auth',
    reference: 'auth_logs',
    fields: fields({
      ...strings('metadata.auth_event', ['action', 'actor_id']),
      'metadata.auth_event.actor_via_sso': 'boolean',
      ...strings('metadata.auth_event', ['actor_username', 'log_type']),
      ...strings('metadata.auth_event.traits', ['provider', 'user_email', 'user_id', 'user_phone']),
      'metadata.component': 'string',
      'metadata.duration': 'number',
      ...strings('metadata', ['host', 'level', 'method', 'msg', 'path', 'referer', 'remote_addr']),
      'metadata.status': 'number',
    }),
  },
  {
    name: 'Auth Audit Logs',
    reference: 'auth_audit_logs',
    fields: fields({
      ...strings('metadata.auth_audit_event', ['action', 'actor_id', 'actor_name', 'actor_username']),
      'metadata.auth_audit_event.actor_via_sso': 'boolean',
      ...strings('metadata.auth_audit_event', ['audit_log_id', 'created_at', 'log_type', 'request_id', 'user_agent']),
      ...strings('metadata', ['host', 'level', 'msg']),
    }),
  },
  {
    name: 'Storage',
    reference: 'storage_logs',
    fields: fields({
      'metadata.context.host': 'string',
      'metadata.context.pid': 'number',
      ...strings('metadata', ['level', 'project']),
      ...strings('metadata.req.headers', [
        'accept',
        'cf_connecting_ip',
        'cf_ray',
        'content_length',
        'content_type',
        'host',
        'referer',
        'user_agent',
        'x_client_info',
        'x_forwarded_proto',
      ]),
      ...strings('metadata.req', ['hostname', 'method', 'remoteAddress']),
      'metadata.req.remotePort': 'number',
      'metadata.req.url': 'string',
      'metadata.reqId': 'string',
      'metadata.res.statusCode': 'number',
      'metadata.res.headers.content_length': 'number',
      'metadata.res.headers.content_type': 'string',
      'metadata.responseTime': 'number',
      'metadata.tenantId': 'string',
      'metadata.rawError': 'string',
    }),
  },
  {
    name: 'Function Edge',
    reference: 'function_edge_logs',
    fields: fields({
      'metadata.deployment_id': 'string',
      'metadata.execution_time_ms': 'number',
      ...strings('metadata', ['function_id', 'project_ref']),
      ...strings('metadata.request.headers', ['accept', 'content_length', 'host', 'user_agent']),
      ...strings('metadata.request', ['host', 'method', 'pathname', 'protocol', 'url']),
      ...strings('metadata.response.headers', ['content_length', 'content_type', 'date', 'server', 'vary']),
      'metadata.response.status_code': 'number',
      'metadata.version': 'string',
    }),
  },
  {
    name: 'Function Runtime',
    reference: 'function_logs',
    fields: fields(
      strings('metadata', [
        'deployment_id',
        'event_type',
        'execution_id',
        'function_id',
        'level',
        'project_ref',
        'region',
        'version',
      ])
    ),
  },
  {
    name: 'Database',
    reference: 'postgres_logs',
    fields: fields({
      identifier: 'string',
      'metadata.host': 'string',
      ...strings('metadata.parsed', [
        'backend_type',
        'command_tag',
        'connection_from',
        'database_name',
        'error_severity',
      ]),
      'metadata.parsed.process_id': 'number',
      'metadata.parsed.query_id': 'number',
      'metadata.parsed.session_id': 'string',
      'metadata.parsed.session_line_num': 'number',
      ...strings('metadata.parsed', ['session_start_time', 'sql_state_code', 'timestamp']),
      'metadata.parsed.transaction_id': 'number',
      ...strings('metadata.parsed', ['user_name', 'virtual_transaction_id']),
    }),
  },
  {
    name: 'Realtime',
    reference: 'realtime_logs',
    fields: fields({
      'metadata.level': 'string',
      'metadata.measurements.connected': 'number',
      'metadata.measurements.connected_cluster': 'number',
      'metadata.measurements.limit': 'number',
      'metadata.measurements.sum': 'number',
      'metadata.external_id': 'string',
    }),
  },
  {
    name: 'REST API layer',
    reference: 'postgrest_logs',
    fields: fields({ identifier: 'string', 'metadata.host': 'string' }),
  },
  {
    name: 'Shared Pooler',
    reference: 'supavisor_logs',
    fields: fields({
      ...strings('metadata.context', ['application']),
      'metadata.context.domain': 'string[]',
      ...strings('metadata.context', ['file', 'function', 'gl']),
      'metadata.context.line': 'number',
      'metadata.context.mfa': 'string[]',
      ...strings('metadata.context', ['module', 'pid']),
      'metadata.context.time': 'number',
      'metadata.context.vm.node': 'string',
      ...strings('metadata', ['db_name', 'instance_id', 'level', 'project', 'region', 'type', 'user']),
    }),
  },
  {
    name: 'Dedicated Pooler',
    reference: 'pgbouncer_logs',
    fields: fields({ file: 'string', 'metadata.host': 'string', project: 'string' }),
  },
  {
    name: 'Database Version Upgrade',
    reference: 'pg_upgrade_logs',
    fields: fields({}),
  },
]

export function findLogSource(reference: string): LogSource | undefined {
  return LOG_SOURCES.find((source) => source.reference === reference)
}
