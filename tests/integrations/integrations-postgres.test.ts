import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildAlterCronJobSql, buildScheduleCronJobSql, buildUnscheduleCronJobSql, CRON_JOBS_SQL, EMPTY_CRON_JOB } from '@/lib/cron/cron-sql'
import { describeTriggerType, TRIGGERS_SQL, type TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { buildDropWebhookStatements, buildWebhookStatements, EMPTY_WEBHOOK, webhookDraftFrom, type WebhookDraft } from '@/lib/database-hooks/webhook-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { buildCreateSecretSql, buildDeleteSecretSql, buildRevealSecretSql, buildUpdateSecretSql } from '@/lib/vault/vault-sql'
import {
  buildCreateForeignServerSql,
  buildCreateForeignTableSql,
  buildDropForeignServerSql,
  buildDropForeignTableSql,
} from '@/lib/wrappers/wrapper-ddl'
import { FOREIGN_DATA_SQL, type ForeignData } from '@/lib/wrappers/wrappers-sql'

/**
 * The integration pages' SQL run on a real PostgreSQL (TEST_POSTGRES_URL), in a database made for
 * this file. Extensions the server does not ship are reported as skipped tests with the reason.
 */

const adminUrl = process.env.TEST_POSTGRES_URL
const databaseName = `h19int_4500_${randomBytes(4).toString('hex')}`

/** Why each extension these tests need cannot be used on the server, or nothing when it can. */
async function unusableExtensions(): Promise<Map<string, string>> {
  const reasons = new Map<string, string>()
  if (!adminUrl) return reasons
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>('select name from pg_available_extensions')
    const names = new Set(rows.map((row) => row.name))
    for (const name of ['postgres_fdw', 'pg_cron', 'supabase_vault']) {
      if (!names.has(name)) reasons.set(name, `${name} is not installed on this server (pg_available_extensions has no ${name})`)
    }
    const [preload] = (await client.query<{ libraries: string }>(`select current_setting('shared_preload_libraries') as libraries`)).rows
    if (names.has('pg_cron') && !/\bpg_cron\b/.test(preload.libraries)) {
      reasons.set('pg_cron', 'pg_cron is installed but not in shared_preload_libraries, so it cannot be created')
    }
    return reasons
  } finally {
    await client.end()
  }
}

const unusable = await unusableExtensions()
// CI provisions every one of them (.ci/run): there a missing extension is a failure, not a skip.
const mustRun = (extension: string) => Boolean(process.env.CI) && unusable.has(extension) && extension !== 'supabase_vault'
const skipUnless = (extension: string) => unusable.has(extension) && !mustRun(extension)
/** The test's title, with why it is skipped when the server cannot run the extension. */
const needing = (extension: string, title: string) => {
  const reason = unusable.get(extension)
  return reason ? `${title} — skipped: ${reason}` : `${title} (${extension})`
}

describe.skipIf(!adminUrl)('integration SQL on PostgreSQL (TEST_POSTGRES_URL)', () => {
  let client: pg.Client
  const run = async <Row extends pg.QueryResultRow = Record<string, unknown>>(sql: string) => (await client.query<Row>(sql)).rows

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${databaseName}`)
    await admin.end()
    const url = new URL(adminUrl ?? '')
    url.pathname = `/${databaseName}`
    client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await run(`create table public."Orders" (id bigint primary key, note text)`)
  })

  afterAll(async () => {
    await client?.end()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${databaseName} with (force)`)
    await admin.end()
  })

  const WEBHOOK: WebhookDraft = {
    ...EMPTY_WEBHOOK,
    name: "order's hook",
    table: 'Orders',
    events: ['INSERT', 'UPDATE'],
    url: "https://example.test/hook?q='x'",
    headers: [{ name: 'Authorization', value: 'Bearer a\\b' }],
    timeoutMs: 3000,
  }

  const webhookTriggers = async () => (await run<TriggerRow>(TRIGGERS_SQL)).filter((trigger) => trigger.is_webhook)

  it('creates a webhook on supabase_functions.http_request whose arguments read back as typed', async () => {
    // A stand-in with the platform function's signature: it records what the trigger passes it.
    await run(`create schema supabase_functions;
      create table supabase_functions.calls (args text[]);
      create function supabase_functions.http_request() returns trigger language plpgsql as $$
      begin insert into supabase_functions.calls values (tg_argv); return new; end $$`)
    await run(inTransaction(buildWebhookStatements(WEBHOOK, 'http_request')))
    await run(`insert into public."Orders" values (1, 'first')`)
    expect(await run('select args from supabase_functions.calls')).toEqual([
      { args: ["https://example.test/hook?q='x'", 'POST', '{"Authorization":"Bearer a\\\\b"}', '{}', '3000'] },
    ])
    const [trigger] = await webhookTriggers()
    expect(webhookDraftFrom(trigger, describeTriggerType(Number(trigger.type)).events)).toEqual({ ...WEBHOOK, schema: 'public' })
    await run(inTransaction(buildDropWebhookStatements({ schema: 'public', table: 'Orders', name: trigger.name, functionSchema: trigger.function_schema, functionName: trigger.function_name })))
    expect(await webhookTriggers()).toEqual([])
  })

  it('creates a webhook through a generated pg_net function that sends the changed row', async () => {
    // A stand-in for pg_net's net.http_post / net.http_get: records the request instead of sending it.
    await run(`create schema net;
      create table net.requests (method text, url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds int);
      create function net.http_post(url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds int) returns bigint language sql as
        $$ insert into net.requests values ('POST', url, body, params, headers, timeout_milliseconds) returning 1 $$;
      create function net.http_get(url text, params jsonb, headers jsonb, timeout_milliseconds int) returns bigint language sql as
        $$ insert into net.requests values ('GET', url, null, params, headers, timeout_milliseconds) returning 1 $$`)
    const draft = { ...WEBHOOK, name: 'notify', events: ['UPDATE' as const], params: [{ name: 'source', value: 'db' }] }
    await run(inTransaction(buildWebhookStatements(draft, 'pg_net')))
    await run(`update public."Orders" set note = 'second' where id = 1`)
    expect(await run('select * from net.requests')).toEqual([
      {
        method: 'POST',
        url: "https://example.test/hook?q='x'",
        body: { type: 'UPDATE', table: 'Orders', schema: 'public', record: { id: 1, note: 'second' }, old_record: { id: 1, note: 'first' } },
        params: { source: 'db' },
        headers: { Authorization: 'Bearer a\\b' },
        timeout_milliseconds: 3000,
      },
    ])
    const [trigger] = await webhookTriggers()
    expect(trigger).toMatchObject({ name: 'notify', function_name: 'notify_webhook' })

    // Editing replaces trigger and function in one go; the old generated function goes with the old trigger.
    const previous = { schema: 'public', table: 'Orders', name: 'notify', functionSchema: 'public', functionName: 'notify_webhook' }
    await run(inTransaction(buildWebhookStatements({ ...draft, name: 'notify2', method: 'GET' }, 'pg_net', previous)))
    expect((await webhookTriggers()).map((row) => `${row.name}:${row.function_name}`)).toEqual(['notify2:notify2_webhook'])
    expect(await run(`select to_regprocedure('public.notify_webhook()') is null as gone`)).toEqual([{ gone: true }])
    await run(inTransaction(buildDropWebhookStatements({ ...previous, name: 'notify2', functionName: 'notify2_webhook' })))
    expect(await run(`select to_regprocedure('public.notify2_webhook()') is null as gone`)).toEqual([{ gone: true }])
  })

  it.skipIf(skipUnless('postgres_fdw'))(needing('postgres_fdw', 'creates and drops a foreign server and table'), async () => {
    if (mustRun('postgres_fdw')) throw new Error(`CI runs postgres_fdw: ${unusable.get('postgres_fdw')}`)
    await run('create extension postgres_fdw')
    await run(inTransaction(buildCreateForeignServerSql({ name: "ware'house", wrapper: 'postgres_fdw', options: [{ name: 'host', value: '127.0.0.1' }, { name: 'dbname', value: databaseName }] })))
    await run(
      inTransaction(
        buildCreateForeignTableSql({
          schema: 'public',
          name: 'Remote Orders',
          server: "ware'house",
          columns: [{ name: 'id', type: 'bigint' }, { name: 'note', type: 'character varying(200)' }, { name: 'tags', type: 'text[]' }],
          options: [{ name: 'table_name', value: 'Orders' }],
        })
      )
    )
    const [data] = await run<ForeignData>(FOREIGN_DATA_SQL)
    expect(data.servers).toEqual([expect.objectContaining({ name: "ware'house", wrapper: 'postgres_fdw', options: ['host=127.0.0.1', `dbname=${databaseName}`] })])
    expect(data.tables).toEqual([{ schema: 'public', name: 'Remote Orders', server: "ware'house", options: ['table_name=Orders'] }])
    await expect(run(inTransaction(buildDropForeignServerSql("ware'house")))).rejects.toThrow(/depend/)
    // As pg-meta does after a failed request: the transaction the statements opened is rolled back.
    await run('rollback')
    await run(inTransaction(buildDropForeignTableSql('public', 'Remote Orders')))
    await run(inTransaction(buildDropForeignServerSql("ware'house")))
    const [after] = await run<ForeignData>(FOREIGN_DATA_SQL)
    expect([after.servers, after.tables]).toEqual([[], []])
  })

  it.skipIf(skipUnless('pg_cron'))(needing('pg_cron', 'schedules, alters and unschedules a job'), async () => {
    if (mustRun('pg_cron')) throw new Error(`CI runs pg_cron: ${unusable.get('pg_cron')} (see .ci/run)`)
    // pg_cron lives in one database per server (cron.database_name): its jobs are made there.
    const url = new URL(adminUrl ?? '')
    const cron = new pg.Client({ connectionString: adminUrl })
    await cron.connect()
    const [{ database }] = (await cron.query<{ database: string }>(`select coalesce(current_setting('cron.database_name', true), 'postgres') as database`)).rows
    await cron.end()
    url.pathname = `/${database}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const query = async <Row extends pg.QueryResultRow>(sql: string) => (await client.query<Row>(sql)).rows
    try {
      await query('create extension if not exists pg_cron')
      const draft = { ...EMPTY_CRON_JOB, name: `it's ${databaseName}`, sql: "select 'ok'" }
      await query(inTransaction(buildScheduleCronJobSql(draft)))
      const mine = async () => (await query<{ jobid: string; jobname: string; schedule: string }>(CRON_JOBS_SQL)).filter((job) => job.jobname === draft.name)
      const [job] = await mine()
      await query(inTransaction(buildAlterCronJobSql(Number(job.jobid), { ...draft, schedule: '*/5 * * * *' })))
      expect((await mine())[0].schedule).toBe('*/5 * * * *')
      await query(inTransaction(buildUnscheduleCronJobSql(Number(job.jobid))))
      expect(await mine()).toEqual([])
    } finally {
      await client.end()
    }
  })

  it.skipIf(unusable.has('supabase_vault'))(needing('supabase_vault', 'creates, updates, reveals and deletes a secret'), async () => {
    await run('create extension supabase_vault cascade')
    await run(inTransaction(buildCreateSecretSql({ name: "o'auth", description: 'd', value: "s'ecret" })))
    const [secret] = await run<{ id: string }>(`select id::text as id from vault.secrets where name = 'o''auth'`)
    await run(inTransaction(buildUpdateSecretSql(secret.id, { name: "o'auth", description: 'd2', value: 'rotated' })))
    expect(await run(buildRevealSecretSql(secret.id))).toEqual([{ decrypted_secret: 'rotated' }])
    await run(inTransaction(buildDeleteSecretSql(secret.id)))
    expect(await run(`select count(*)::int as count from vault.secrets`)).toEqual([{ count: 0 }])
  })
})
