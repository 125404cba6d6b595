import { SYSTEM_SCHEMAS } from '@/lib/constants'
import type { PgTrigger } from '@/lib/api/types'
import { MANAGED_SCHEMAS } from '@/lib/database-pages/managed-schemas'
import { quoteLiteral } from '@/lib/sql/quote'

/**
 * The one read of triggers, for the Triggers page and the Database hooks page alike: every trigger
 * outside Postgres's own schemas. pg-meta's /triggers has no function source, which telling a webhook
 * apart needs: a database webhook is a trigger whose function sends an HTTP request (the platform's
 * supabase_functions.http_request, or any function calling pg_net's net.http_get/post/delete).
 * tgargs is kept escaped (parseTriggerArguments), so arguments holding backslashes or non-ASCII
 * bytes read back exactly.
 */
export const TRIGGERS_SQL = `select t.oid::int8 as id, c.oid::int8 as table_id, t.tgname as name, n.nspname as schema, c.relname as table,
  fn.nspname as function_schema, p.proname as function_name, t.tgtype::int as type, t.tgenabled::text as enabled,
  encode(t.tgargs, 'escape') as arguments,
  substring(pg_catalog.pg_get_triggerdef(t.oid) from ' WHEN \\((.*)\\) EXECUTE ') as condition,
  ((fn.nspname = 'supabase_functions' and p.proname = 'http_request')
    or p.prosrc ~* 'net\\.http_(get|post|delete)') as is_webhook
from pg_trigger t
join pg_class c on c.oid = t.tgrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_proc p on p.oid = t.tgfoid
join pg_namespace fn on fn.oid = p.pronamespace
where not t.tgisinternal and n.nspname not in (${SYSTEM_SCHEMAS.map(quoteLiteral).join(', ')}) and n.nspname not like 'pg\\_%'
order by n.nspname, c.relname, t.tgname`

export interface TriggerRow {
  id: number | string
  table_id?: number | string
  name: string
  schema: string
  table: string
  function_schema: string
  function_name: string
  type: number
  enabled: string
  arguments: string | null
  is_webhook: boolean
  /** The WHEN condition, read back from the trigger's definition. */
  condition?: string | null
}

const MANAGED = new Set<string>(MANAGED_SCHEMAS)

/** A trigger on the user's own tables, not on a platform service's (the Database hooks page lists only these). */
export function isUserTrigger(trigger: Pick<TriggerRow, 'schema'>): boolean {
  return !MANAGED.has(trigger.schema) && !trigger.schema.startsWith('pg_')
}

const ENABLED_MODES: Record<string, PgTrigger['enabled_mode']> = { O: 'ORIGIN', R: 'REPLICA', A: 'ALWAYS', D: 'DISABLED' }

/** The row in postgres-meta's shape, which the Triggers page and the trigger SQL builders take. */
export function catalogTrigger(row: TriggerRow): PgTrigger {
  const { timing, events, orientation } = describeTriggerType(Number(row.type))
  return {
    id: Number(row.id),
    table_id: Number(row.table_id ?? 0),
    enabled_mode: ENABLED_MODES[row.enabled] ?? 'ORIGIN',
    name: row.name,
    table: row.table,
    schema: row.schema,
    condition: row.condition ?? null,
    orientation,
    activation: timing,
    events,
    function_schema: row.function_schema,
    function_name: row.function_name,
    function_args: parseTriggerArguments(row.arguments),
  }
}

// pg_trigger.tgtype bits (src/include/catalog/pg_trigger.h).
const TRIGGER_TYPE = { ROW: 1, BEFORE: 2, INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32, INSTEAD: 64 } as const

export interface TriggerTiming {
  timing: 'BEFORE' | 'AFTER' | 'INSTEAD OF'
  events: ('INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE')[]
  orientation: 'ROW' | 'STATEMENT'
}

export function describeTriggerType(type: number): TriggerTiming {
  const events: TriggerTiming['events'] = []
  if (type & TRIGGER_TYPE.INSERT) events.push('INSERT')
  if (type & TRIGGER_TYPE.UPDATE) events.push('UPDATE')
  if (type & TRIGGER_TYPE.DELETE) events.push('DELETE')
  if (type & TRIGGER_TYPE.TRUNCATE) events.push('TRUNCATE')
  const timing = type & TRIGGER_TYPE.INSTEAD ? 'INSTEAD OF' : type & TRIGGER_TYPE.BEFORE ? 'BEFORE' : 'AFTER'
  return { timing, events, orientation: type & TRIGGER_TYPE.ROW ? 'ROW' : 'STATEMENT' }
}

/**
 * The trigger's arguments from encode(tgargs, 'escape'): each ends in a NUL byte, printed as "\\000",
 * and literal backslashes are doubled.
 */
export function parseTriggerArguments(escaped: string | null): string[] {
  if (!escaped) return []
  const parts: string[] = []
  let current = ''
  for (let index = 0; index < escaped.length; index += 1) {
    const char = escaped[index]
    if (char !== '\\') {
      current += char
    } else if (escaped.startsWith('\\000', index)) {
      parts.push(current)
      current = ''
      index += 3
    } else if (escaped[index + 1] === '\\') {
      current += '\\'
      index += 1
    } else if (/^\\[0-7]{3}/.test(escaped.slice(index, index + 4))) {
      current += String.fromCharCode(parseInt(escaped.slice(index + 1, index + 4), 8))
      index += 3
    } else {
      current += char
    }
  }
  if (current) parts.push(current)
  return parts
}

/**
 * Where a webhook sends to, from the arguments (url, method, headers, params, timeout_ms) of
 * supabase_functions.http_request, or of a pg_net trigger function that takes the same ones.
 */
export function webhookTarget(trigger: Pick<TriggerRow, 'function_schema' | 'function_name' | 'arguments'> & { is_webhook?: boolean }) {
  const isHttpRequest = trigger.function_schema === 'supabase_functions' && trigger.function_name === 'http_request'
  if (!isHttpRequest && !trigger.is_webhook) return null
  const [url, method] = parseTriggerArguments(trigger.arguments)
  if (!url || (!isHttpRequest && !/^https?:\/\//i.test(url))) return null
  return { url, method: method ?? 'POST' }
}
