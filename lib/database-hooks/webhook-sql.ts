import { identifierError } from '@/lib/identifiers/identifier-rules'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'
import { dollarQuote } from '@/lib/functions/function-sql'
import { hasUnnamedValue, namedRows, type KeyValue } from '@/lib/sql/key-value'
import { quoteLiteral } from '@/lib/sql/quote'
import { buildDropTriggerSql } from '@/lib/triggers/trigger-sql'

import { parseTriggerArguments, type TriggerRow } from './triggers-sql'

/**
 * SQL of a database webhook, made as the platform makes it: an AFTER … FOR EACH ROW trigger calling
 * supabase_functions.http_request(url, method, headers, params, timeout_ms). Where that function is
 * missing but pg_net is installed, a trigger function generated for the webhook sends the request
 * through net.http_post / net.http_get, reading the same five trigger arguments, so either kind of
 * webhook reads back into the form the same way.
 */

export const WEBHOOK_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
export const WEBHOOK_METHODS = ['POST', 'GET'] as const
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number]
export type WebhookBackend = 'http_request' | 'pg_net'

export interface WebhookDraft {
  name: string
  schema: string
  table: string
  events: WebhookEvent[]
  method: WebhookMethod
  url: string
  headers: KeyValue[]
  params: KeyValue[]
  timeoutMs: number
}

export const EMPTY_WEBHOOK: WebhookDraft = {
  name: '',
  schema: 'public',
  table: '',
  events: ['INSERT'],
  method: 'POST',
  url: '',
  headers: [{ name: 'Content-Type', value: 'application/json' }],
  params: [],
  timeoutMs: 5000,
}

/** The webhook a trigger is, as it was created: the trigger and, for pg_net ones, its generated function. */
export interface ExistingWebhook {
  schema: string
  table: string
  name: string
  functionSchema: string
  functionName: string
}

export function existingWebhook(trigger: Pick<TriggerRow, 'schema' | 'table' | 'name' | 'function_schema' | 'function_name'>): ExistingWebhook {
  return { schema: trigger.schema, table: trigger.table, name: trigger.name, functionSchema: trigger.function_schema, functionName: trigger.function_name }
}

export type WebhookProblems = Partial<Record<'name' | 'table' | 'events' | 'url' | 'timeoutMs' | 'headers' | 'params', string>>

export function validateWebhook(draft: WebhookDraft): WebhookProblems {
  const problems: WebhookProblems = {}
  if (!draft.name.trim()) problems.name = 'Give the webhook a name.'
  // The name is the trigger's, and the generated function's with a suffix: both under Postgres's limit.
  else {
    const nameError = identifierError('trigger', `${draft.name.trim()}_webhook`)
    if (nameError) problems.name = nameError.replace('this one is', 'with "_webhook" added for its function, this one is')
  }
  if (!draft.table) problems.table = 'Choose the table whose changes are sent.'
  if (draft.events.length === 0) problems.events = 'Choose at least one event.'
  let url: URL | null = null
  try {
    url = new URL(draft.url.trim())
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) problems.url = 'Enter an http:// or https:// URL.'
  if (!Number.isInteger(draft.timeoutMs) || draft.timeoutMs < 1000 || draft.timeoutMs > 10_000) {
    problems.timeoutMs = 'The timeout must be between 1000 and 10000 ms.'
  }
  if (hasUnnamedValue(draft.headers)) problems.headers = 'Every header needs a name.'
  if (hasUnnamedValue(draft.params)) problems.params = 'Every parameter needs a name.'
  return problems
}

/** Header or parameter rows as the JSON object the request is sent with (rows without a name are left out). */
export function keyValuesJson(rows: readonly KeyValue[]): string {
  return JSON.stringify(Object.fromEntries(namedRows(rows).map((row) => [row.name, row.value])))
}

/** The name of the trigger function generated for a pg_net webhook. */
export function generatedFunctionName(webhookName: string): string {
  return `${webhookName.trim()}_webhook`
}

// Reads the trigger's arguments (url, method, headers, params, timeout) like http_request does.
const PG_NET_FUNCTION_BODY = `declare
  request_url text := tg_argv[0];
  request_method text := upper(coalesce(tg_argv[1], 'POST'));
  request_headers jsonb := coalesce(nullif(tg_argv[2], ''), '{}')::jsonb;
  request_params jsonb := coalesce(nullif(tg_argv[3], ''), '{}')::jsonb;
  request_timeout int := coalesce(nullif(tg_argv[4], ''), '5000')::int;
  payload jsonb := jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
begin
  if request_method = 'GET' then
    perform net.http_get(url := request_url, params := request_params, headers := request_headers, timeout_milliseconds := request_timeout);
  else
    perform net.http_post(url := request_url, body := payload, params := request_params, headers := request_headers, timeout_milliseconds := request_timeout);
  end if;
  return coalesce(new, old);
end`

function triggerArguments(draft: WebhookDraft): string {
  return [draft.url.trim(), draft.method, keyValuesJson(draft.headers), keyValuesJson(draft.params), String(draft.timeoutMs)]
    .map(quoteLiteral)
    .join(', ')
}

function createTriggerSql(draft: WebhookDraft, functionName: string): string {
  const events = WEBHOOK_EVENTS.filter((event) => draft.events.includes(event))
  return [
    `create trigger ${readableIdent(draft.name.trim())}`,
    `after ${events.map((event) => event.toLowerCase()).join(' or ')} on ${readableQualifiedName(draft.schema, draft.table)}`,
    'for each row',
    `execute function ${functionName}(${triggerArguments(draft)})`,
  ].join('\n')
}

function isGenerated(webhook: ExistingWebhook): boolean {
  return webhook.functionSchema === webhook.schema && webhook.functionName === generatedFunctionName(webhook.name)
}

function dropStatements(webhook: ExistingWebhook): string[] {
  const statements = [buildDropTriggerSql(webhook)]
  if (isGenerated(webhook)) statements.push(`drop function if exists ${readableQualifiedName(webhook.functionSchema, webhook.functionName)}()`)
  return statements
}

/** The statements that create the webhook (replacing `previous` when editing one), to run in one transaction. */
export function buildWebhookStatements(draft: WebhookDraft, backend: WebhookBackend, previous?: ExistingWebhook): string[] {
  const statements = previous ? dropStatements(previous) : []
  if (backend === 'http_request') {
    statements.push(createTriggerSql(draft, 'supabase_functions.http_request'))
    return statements
  }
  const fn = readableQualifiedName(draft.schema, generatedFunctionName(draft.name))
  statements.push(
    [`create or replace function ${fn}()`, 'returns trigger', 'language plpgsql', 'security definer', "set search_path = ''", `as ${dollarQuote(PG_NET_FUNCTION_BODY)}`].join('\n'),
    createTriggerSql(draft, fn)
  )
  return statements
}

export function buildDropWebhookStatements(webhook: ExistingWebhook): string[] {
  return dropStatements(webhook)
}

function keyValues(json: string | undefined): KeyValue[] {
  if (!json) return []
  try {
    const parsed = JSON.parse(json) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return []
    return Object.entries(parsed).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }))
  } catch {
    return []
  }
}

/** A webhook trigger read back into the form; null for triggers that do not carry a webhook's arguments. */
export function webhookDraftFrom(trigger: Pick<TriggerRow, 'name' | 'schema' | 'table' | 'arguments' | 'is_webhook'>, events: readonly string[]): WebhookDraft | null {
  const [url, method, headers, params, timeout] = parseTriggerArguments(trigger.arguments)
  if (!trigger.is_webhook || !url) return null
  return {
    name: trigger.name,
    schema: trigger.schema,
    table: trigger.table,
    events: WEBHOOK_EVENTS.filter((event) => events.includes(event)),
    method: method === 'GET' ? 'GET' : 'POST',
    url,
    headers: keyValues(headers),
    params: keyValues(params),
    timeoutMs: Number(timeout) || EMPTY_WEBHOOK.timeoutMs,
  }
}

/** Whether webhooks can be made here, and how. */
export const WEBHOOK_BACKEND_SQL = `select to_regprocedure('supabase_functions.http_request()') is not null as has_http_request,
  exists (select 1 from pg_extension where extname = 'pg_net') as has_pg_net`

export function webhookBackend(row: { has_http_request: boolean; has_pg_net: boolean } | undefined): WebhookBackend | null {
  if (row?.has_http_request) return 'http_request'
  if (row?.has_pg_net) return 'pg_net'
  return null
}
