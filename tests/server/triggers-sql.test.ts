import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PgTrigger } from '@/lib/api/types'
import { buildCreateTriggerSql, buildDropTriggerSql, buildTriggerEnabledSql, type TriggerDraft } from '@/lib/triggers/trigger-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute, useServerEnv } from './helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

const SCHEMA = `trg "sch"; x`
const TABLE = `It'ems "t"`
const FN = `fill "slug"`
const TRIGGER = `fill; "slug" --`
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`
const table = `${ident(SCHEMA)}.${ident(TABLE)}`

async function loadRoutes() {
  return {
    query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
    triggers: (await import('@/app/api/platform/pg-meta/[ref]/triggers/route')).GET,
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

const project = { params: { ref: 'default' } }

describe.each(TEST_BACKENDS)('trigger SQL with hostile names on $name', ({ name }) => {
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  let cleanup: () => Promise<void>
  const sql = (query: string) => callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, body: { query } })
  const listed = async () => {
    const response = await callRoute(routes.triggers, 'GET', `/pg-meta/default/triggers?included_schemas=${encodeURIComponent(SCHEMA)}`, project)
    expect(response.status).toBe(200)
    return response.body as PgTrigger[]
  }
  const draft: TriggerDraft = {
    schema: SCHEMA,
    table: TABLE,
    name: TRIGGER,
    timing: 'BEFORE',
    events: ['UPDATE', 'INSERT'],
    orientation: 'ROW',
    functionSchema: SCHEMA,
    functionName: FN,
    condition: "new.name <> ''",
  }

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
    const setup = await sql(`create schema ${ident(SCHEMA)};
      create table ${table} (id int primary key, name text, slug text);
      create function ${ident(SCHEMA)}.${ident(FN)}() returns trigger language plpgsql as $$
        begin new.slug := lower(new.name); return new; end $$`)
    expect(setup.status).toBe(200)
  })
  afterAll(() => cleanup?.())

  it('creates a trigger that fires, listed in postgres-meta shape', async () => {
    expect(await sql(inTransaction(buildCreateTriggerSql(draft)))).toMatchObject({ status: 200 })
    expect(await sql(`insert into ${table} (id, name) values (1, 'Ada') returning slug`)).toMatchObject({ body: [{ slug: 'ada' }] })
    expect(await listed()).toEqual([
      {
        id: expect.any(Number),
        table_id: expect.any(Number),
        enabled_mode: 'ORIGIN',
        name: TRIGGER,
        table: TABLE,
        schema: SCHEMA,
        condition: "(new.name <> ''::text)",
        orientation: 'ROW',
        activation: 'BEFORE',
        events: ['INSERT', 'UPDATE'],
        function_schema: SCHEMA,
        function_name: FN,
        function_args: [],
      },
    ])
  })

  it('disables, enables and drops the trigger', async () => {
    expect(await sql(inTransaction(buildTriggerEnabledSql(draft, false)))).toMatchObject({ status: 200 })
    expect((await listed())[0].enabled_mode).toBe('DISABLED')
    expect(await sql(`insert into ${table} (id, name) values (2, 'Bob') returning slug`)).toMatchObject({ body: [{ slug: null }] })
    expect(await sql(inTransaction(buildTriggerEnabledSql(draft, true)))).toMatchObject({ status: 200 })
    expect((await listed())[0].enabled_mode).toBe('ORIGIN')
    expect(await sql(inTransaction(buildDropTriggerSql(draft)))).toMatchObject({ status: 200 })
    expect(await listed()).toEqual([])
  })

  it('a bad WHEN condition is refused by Postgres with nothing created', async () => {
    const failure = await sql(inTransaction(buildCreateTriggerSql({ ...draft, condition: 'new.missing = 1' })))
    expect(failure.status).toBe(400)
    expect(await listed()).toEqual([])
  })
})
