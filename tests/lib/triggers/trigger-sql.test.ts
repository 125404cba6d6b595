import { describe, expect, it } from 'vitest'

import type { PgTrigger } from '@/lib/api/types'
import { buildCreateTriggerSql, buildDropTriggerSql, buildTriggerEnabledSql, type TriggerDraft } from '@/lib/triggers/trigger-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

const SCHEMA = `trg "sch"; x`
const TABLE = `It'ems "t"`
const FN = `fill "slug"`
const TRIGGER = `fill; "slug" --`
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`
const table = `${ident(SCHEMA)}.${ident(TABLE)}`

const loadRoutes = async () => ({ triggers: (await import('@/app/api/platform/pg-meta/[ref]/triggers/route')).GET })

describe.each(TEST_BACKENDS)('trigger SQL with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, {
    setupSql: `create schema ${ident(SCHEMA)};
      create table ${table} (id int primary key, name text, slug text);
      create function ${ident(SCHEMA)}.${ident(FN)}() returns trigger language plpgsql as $$
        begin new.slug := lower(new.name); return new; end $$`,
  })
  const { sql } = database
  const listed = async () => {
    const response = await callRoute(database.routes.triggers, 'GET', `/pg-meta/default/triggers?included_schemas=${encodeURIComponent(SCHEMA)}`, DEFAULT_PROJECT)
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
