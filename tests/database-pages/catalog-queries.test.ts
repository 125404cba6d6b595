import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SECURITY_LINTS_SQL, type LintRow } from '@/lib/advisors/security-lints-sql'
import { SECURITY_RULES } from '@/lib/advisors/security-rules'
import {
  buildColumnPrivilegesSql,
  buildPrivilegeChangeSql,
  privilegeState,
  type ColumnPrivilegesData,
} from '@/lib/column-privileges/privileges-sql'
import { CRON_JOBS_SQL } from '@/lib/cron/cron-sql'
import { parseTriggerArguments, TRIGGERS_SQL, webhookTarget, type TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { buildRevealSecretSql, VAULT_PRESENCE_SQL, VAULT_SECRETS_SQL } from '@/lib/vault/vault-sql'
import { FOREIGN_DATA_SQL, type ForeignData } from '@/lib/wrappers/wrappers-sql'

/** The page queries against a real Postgres parser and catalogue (in-memory PGlite). */
let db: PGlite
const rows = async <Row>(sql: string) => (await db.query<Row>(sql)).rows
const exec = (sql: string) => db.exec(sql)

beforeAll(async () => {
  db = new PGlite()
  await db.waitReady
  await exec(`
    create role anon nologin;
    create table public.open_notes (id int primary key, body text);
    create table public.todos (id int primary key, title text, done boolean);
    alter table public.todos enable row level security;
    create policy "read own" on public.todos for select using (true);
    create schema app;
    create table app.locked (id int);
    alter table app.locked enable row level security;
    create table app.forgotten (id int);
    create policy "p" on app.forgotten using (true);
    create view public.todo_titles as select title from public.todos;
    create view public.safe_titles with (security_invoker = true) as select title from public.todos;
    create function public.loose() returns int language sql as 'select 1';
    create function public.strict() returns int language sql set search_path = '' as 'select 1';
    create function public.on_change() returns trigger language plpgsql as 'begin return new; end';
    create trigger audit_todos after insert or update on public.todos for each row execute function public.on_change('https://x.test/hook', 'it''s');
  `)
}, 60_000)
afterAll(() => db?.close())

describe('security lints', () => {
  it('finds each problem once and nothing in the correct objects', async () => {
    const found = await rows<LintRow>(SECURITY_LINTS_SQL)
    const byRule = (rule: string) => found.filter((row) => row.rule === rule).map((row) => `${row.schema}.${row.name}`)
    expect(byRule('rls_disabled_in_public')).toEqual(['public.open_notes'])
    expect(byRule('policy_exists_rls_disabled')).toEqual(['app.forgotten'])
    expect(byRule('rls_enabled_no_policy')).toEqual(['app.locked'])
    expect(byRule('security_definer_view')).toEqual(['public.todo_titles'])
    expect(byRule('function_search_path_mutable')).toEqual(['public.loose()', 'public.on_change()'])
    expect(byRule('extension_in_public')).toEqual([])
    expect(new Set(found.map((row) => row.rule)).size).toBeLessThanOrEqual(SECURITY_RULES.length)
    for (const row of found) expect(SECURITY_RULES.map((rule) => rule.name)).toContain(row.rule)
  })
})

describe('triggers', () => {
  it('lists user triggers with their arguments', async () => {
    const [trigger] = await rows<TriggerRow>(TRIGGERS_SQL)
    expect(trigger).toMatchObject({ name: 'audit_todos', schema: 'public', table: 'todos', function_name: 'on_change', enabled: 'O', is_webhook: false })
    expect(parseTriggerArguments(trigger.arguments)).toEqual(['https://x.test/hook', "it's"])
    expect(webhookTarget(trigger)).toBeNull()
  })
})

describe('column privileges', () => {
  const read = async () => (await rows<ColumnPrivilegesData>(buildColumnPrivilegesSql('public', 'todos')))[0]

  it('grants a column, then narrows a table grant when one column is revoked', async () => {
    let data = await read()
    expect(data.columns).toEqual(['id', 'title', 'done'])
    expect(data.roles).toContain('anon')
    expect(privilegeState(data, 'anon', 'title', 'SELECT')).toBe('none')

    await exec(buildPrivilegeChangeSql({ schema: 'public', table: 'todos', role: 'anon', privilege: 'SELECT', column: 'title', isGranted: true, isTableLevel: false, allColumns: data.columns }))
    data = await read()
    expect(privilegeState(data, 'anon', 'title', 'SELECT')).toBe('column')
    expect(privilegeState(data, 'anon', 'id', 'SELECT')).toBe('none')

    await exec('grant update on public.todos to anon')
    data = await read()
    expect(privilegeState(data, 'anon', 'done', 'UPDATE')).toBe('table')
    await exec(buildPrivilegeChangeSql({ schema: 'public', table: 'todos', role: 'anon', privilege: 'UPDATE', column: 'done', isGranted: false, isTableLevel: true, allColumns: data.columns }))
    data = await read()
    expect(data.columns.map((column) => privilegeState(data, 'anon', column, 'UPDATE'))).toEqual(['column', 'column', 'none'])

    await exec('grant insert on public.todos to public')
    expect(privilegeState(await read(), 'anon', 'id', 'INSERT')).toBe('public')
  })
})

describe('wrappers', () => {
  it('reads wrappers, servers and foreign tables as one row', async () => {
    const [empty] = await rows<ForeignData>(FOREIGN_DATA_SQL)
    expect(empty).toEqual({ wrappers: [], servers: [], tables: [] })
    await exec(`
      create foreign data wrapper test_fdw;
      create server remote foreign data wrapper test_fdw options (host 'db.test', password 'secret');
      create foreign table public.remote_items (id int) server remote options (table_name 'items');
    `)
    const [data] = await rows<ForeignData>(FOREIGN_DATA_SQL)
    expect(data.wrappers).toEqual([expect.objectContaining({ name: 'test_fdw', handler: null, options: [] })])
    expect(data.servers).toEqual([expect.objectContaining({ name: 'remote', wrapper: 'test_fdw', options: ['host=db.test', 'password=secret'] })])
    expect(data.tables).toEqual([{ schema: 'public', name: 'remote_items', server: 'remote', options: ['table_name=items'] }])
  })
})

describe('platform schemas', () => {
  it('sees no vault in a plain database', async () => {
    expect(await rows(VAULT_PRESENCE_SQL)).toEqual([{ has_vault: false, can_decrypt: false, can_write: false }])
  })

  it('reads the platform tables when they exist', async () => {
    await exec(`
      create schema vault;
      create table vault.secrets (id uuid primary key, name text, description text, secret text, created_at timestamptz default now(), updated_at timestamptz default now());
      create view vault.decrypted_secrets as select *, secret as decrypted_secret from vault.secrets;
      insert into vault.secrets (id, name, description, secret) values ('6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f', 'stripe_key', 'Payments', 'sk_live');
      create schema cron;
      create table cron.job (jobid bigint, schedule text, command text, nodename text, nodeport int, database text, username text, active boolean, jobname text);
    `)
    expect(await rows(VAULT_SECRETS_SQL)).toEqual([expect.objectContaining({ name: 'stripe_key', description: 'Payments' })])
    expect(JSON.stringify(await rows(VAULT_SECRETS_SQL))).not.toContain('sk_live')
    expect(await rows(buildRevealSecretSql('6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f'))).toEqual([{ decrypted_secret: 'sk_live' }])
    expect(await rows(CRON_JOBS_SQL)).toEqual([])
  })
})
