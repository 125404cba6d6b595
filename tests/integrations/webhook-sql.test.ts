import { describe, expect, it } from 'vitest'

import { encodeTriggerArgumentsForTest } from './trigger-arguments'
import {
  buildDropWebhookStatements,
  buildWebhookStatements,
  EMPTY_WEBHOOK,
  keyValuesJson,
  validateWebhook,
  webhookBackend,
  webhookDraftFrom,
  type WebhookDraft,
} from '@/lib/database-hooks/webhook-sql'

const DRAFT: WebhookDraft = {
  ...EMPTY_WEBHOOK,
  name: "order's hook",
  table: 'Orders',
  events: ['UPDATE', 'INSERT'],
  url: "https://example.test/hook?x='1'",
  params: [{ name: 'source', value: 'db' }],
  timeoutMs: 3000,
}

describe('webhook SQL', () => {
  it('calls supabase_functions.http_request with the five arguments as literals', () => {
    expect(buildWebhookStatements(DRAFT, 'http_request')).toEqual([
      [
        `create trigger "order's hook"`,
        'after insert or update on public."Orders"',
        'for each row',
        `execute function supabase_functions.http_request('https://example.test/hook?x=''1''', 'POST', '{"Content-Type":"application/json"}', '{"source":"db"}', '3000')`,
      ].join('\n'),
    ])
  })

  it('generates a pg_net trigger function named after the webhook, in the table schema', () => {
    const [fn, trigger] = buildWebhookStatements(DRAFT, 'pg_net')
    expect(fn).toMatch(/^create or replace function public\."order's hook_webhook"\(\)\nreturns trigger/)
    expect(fn).toContain('perform net.http_post(url := request_url, body := payload')
    expect(fn).toContain("set search_path = ''")
    expect(trigger).toContain(`execute function public."order's hook_webhook"('https://example.test/hook?x=''1''', 'POST'`)
  })

  it('replaces a webhook by dropping its trigger (and generated function) first', () => {
    const previous = { schema: 'public', table: 'Orders', name: 'old', functionSchema: 'public', functionName: 'old_webhook' }
    const statements = buildWebhookStatements(DRAFT, 'pg_net', previous)
    expect(statements.slice(0, 2)).toEqual(['drop trigger old on public."Orders"', 'drop function if exists public.old_webhook()'])
    expect(buildDropWebhookStatements({ ...previous, functionSchema: 'supabase_functions', functionName: 'http_request' })).toEqual([
      'drop trigger old on public."Orders"',
    ])
  })

  it('reads a webhook trigger back into the form', () => {
    const args = encodeTriggerArgumentsForTest(['https://a.test/x', 'GET', '{"Authorization":"Bearer t"}', '{}', '2500'])
    expect(webhookDraftFrom({ name: 'h', schema: 's', table: 't', arguments: args, is_webhook: true }, ['DELETE', 'INSERT'])).toEqual({
      name: 'h',
      schema: 's',
      table: 't',
      events: ['INSERT', 'DELETE'],
      method: 'GET',
      url: 'https://a.test/x',
      headers: [{ name: 'Authorization', value: 'Bearer t' }],
      params: [],
      timeoutMs: 2500,
    })
    expect(webhookDraftFrom({ name: 'h', schema: 's', table: 't', arguments: null, is_webhook: true }, [])).toBeNull()
  })

  it('names the field that stops the webhook', () => {
    expect(validateWebhook({ ...EMPTY_WEBHOOK, events: [], url: 'ftp://x', timeoutMs: 20_000, headers: [{ name: '', value: 'v' }] })).toEqual({
      name: 'Give the webhook a name.',
      table: 'Choose the table whose changes are sent.',
      events: 'Choose at least one event.',
      url: 'Enter an http:// or https:// URL.',
      timeoutMs: 'The timeout must be between 1000 and 10000 ms.',
      headers: 'Every header needs a name.',
    })
    expect(validateWebhook(DRAFT)).toEqual({})
  })

  it('leaves out rows without a name and picks the backend', () => {
    expect(keyValuesJson([{ name: ' a ', value: '1' }, { name: '', value: '' }])).toBe('{"a":"1"}')
    expect(webhookBackend({ has_http_request: true, has_pg_net: true })).toBe('http_request')
    expect(webhookBackend({ has_http_request: false, has_pg_net: true })).toBe('pg_net')
    expect(webhookBackend({ has_http_request: false, has_pg_net: false })).toBeNull()
  })
})
