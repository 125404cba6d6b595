import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PERFORMANCE_LINTS_SQL, type PerformanceLintRow } from '@/lib/advisors/performance-lints-sql'
import { performanceFixSql } from '@/lib/advisors/performance-rules'
import { SECURITY_LINTS_SQL, type LintRow } from '@/lib/advisors/security-lints-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute, useServerEnv } from '@/tests/server/helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

async function loadRoutes() {
  return {
    query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

const project = { params: { ref: 'default' } }

const SETUP = `
  create schema auth;
  create function auth.uid() returns uuid language sql stable as $$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;
  create schema "Sh""op";
  create table "Sh""op"."Cust omers" (id int primary key, owner uuid);
  create table "Sh""op".orders (id int primary key, "Customer id" int references "Sh""op"."Cust omers" (id), note text);
  create table "Sh""op".logbook (at timestamptz, line text);
  create index logbook_at on "Sh""op".logbook (at);
  create index "logbook at again" on "Sh""op".logbook (at);
  alter table "Sh""op"."Cust omers" enable row level security;
  create policy "own rows" on "Sh""op"."Cust omers" for select to public using (auth.uid() = owner);
  create policy "also all" on "Sh""op"."Cust omers" for all to public using (true);
  create view public.plain_view as select 1 as one`

describe.each(TEST_BACKENDS)('advisor lints on $name', ({ name }) => {
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  let cleanup: () => Promise<void>
  const sql = (query: string) => callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, body: { query } })

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    routes = await loadRoutes()
    cleanup = async () => {
      await routes.closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
    expect(await sql(SETUP)).toMatchObject({ status: 200 })
  }, 120_000)
  afterAll(() => cleanup?.())

  it('finds each performance problem, and each fix makes its finding go away', async () => {
    const found = (await sql(PERFORMANCE_LINTS_SQL)).body as PerformanceLintRow[]
    const summary = found.map((lint) => `${lint.rule}:${lint.table}:${lint.name}`)
    expect(summary).toEqual(
      expect.arrayContaining([
        'unindexed_foreign_keys:orders:orders_Customer id_fkey',
        'duplicate_index:logbook:logbook at again',
        'no_primary_key:logbook:logbook',
        'multiple_permissive_policies:Cust omers:public SELECT',
        'auth_rls_initplan:Cust omers:own rows',
      ])
    )
    expect(summary.filter((entry) => entry.startsWith('no_primary_key'))).toEqual(['no_primary_key:logbook:logbook'])

    const fixable = found.filter((lint) => ['unindexed_foreign_keys', 'duplicate_index', 'auth_rls_initplan', 'no_primary_key'].includes(lint.rule))
    const fixes = fixable.map((lint) => performanceFixSql(lint)).filter((fix): fix is string => fix !== null)
    expect(fixes).toContain('alter policy "own rows" on "Sh""op"."Cust omers" using (((select auth.uid()) = owner))')
    expect(await sql(inTransaction(fixes))).toMatchObject({ status: 200 })

    const after = ((await sql(PERFORMANCE_LINTS_SQL)).body as PerformanceLintRow[]).map((lint) => lint.rule)
    for (const rule of ['unindexed_foreign_keys', 'duplicate_index', 'auth_rls_initplan', 'no_primary_key']) expect(after).not.toContain(rule)
  })

  it('the security advisor leaves out views an extension owns', async () => {
    const before = ((await sql(SECURITY_LINTS_SQL)).body as LintRow[]).filter((lint) => lint.rule === 'security_definer_view')
    expect(before.map((lint) => lint.name)).toEqual(['plain_view'])
    // pg_stat_statements creates views in the schema it is installed in; PGlite does not ship it.
    if (name !== 'postgres') return
    expect(await sql('create extension pg_stat_statements schema public')).toMatchObject({ status: 200 })
    const after = ((await sql(SECURITY_LINTS_SQL)).body as LintRow[]).filter((lint) => lint.rule === 'security_definer_view')
    expect(after.map((lint) => lint.name)).toEqual(['plain_view'])
  })
})
