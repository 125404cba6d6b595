import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { buildCreatePolicySql, buildDropPolicySql, buildReplacePolicyStatements, buildRlsChangeSql, type PolicyDraft } from '@/lib/policies/policy-sql'
import { buildPolicyTestSql, buildRowCountSql } from '@/lib/policies/policy-test-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { dropServerRoles, TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

// Names built to break naive quoting: quotes, semicolons, spaces, capitals, unicode.
const suffix = randomBytes(3).toString('hex')
const SCHEMA = `we"ird; sch ${suffix}`
const TABLE = `Ta'ble "x" ✓`
const READER = `rea"der ${suffix}`
const OUTSIDER = `out'sider ${suffix}`
const POLICY = `po"l; drop table x; --`

const loadRoutes = async () => ({
  policies: (await import('@/app/api/platform/pg-meta/[ref]/policies/route')).GET,
  tables: (await import('@/app/api/platform/pg-meta/[ref]/tables/route')).GET,
})
const project = DEFAULT_PROJECT
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

describe.each(TEST_BACKENDS)('policy SQL with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, {
    setupSql: `
      create role ${ident(READER)} nologin; create role ${ident(OUTSIDER)} nologin;
      create schema ${ident(SCHEMA)};
      create table ${ident(SCHEMA)}.${ident(TABLE)} (id int primary key, owner text);
      insert into ${ident(SCHEMA)}.${ident(TABLE)} values (1, 'ada'), (2, 'bob'), (3, 'ada');
      grant usage on schema ${ident(SCHEMA)} to ${ident(READER)}, ${ident(OUTSIDER)};
      grant select on ${ident(SCHEMA)}.${ident(TABLE)} to ${ident(READER)}, ${ident(OUTSIDER)}`,
    afterDrop: () => dropServerRoles([READER, OUTSIDER]),
  })
  const { sql } = database
  const policies = async () => {
    const response = await callRoute(database.routes.policies, 'GET', `/pg-meta/default/policies?included_schemas=${encodeURIComponent(SCHEMA)}`, project)
    expect(response.status).toBe(200)
    return response.body as Array<Record<string, unknown>>
  }

  const draft: PolicyDraft = {
    schema: SCHEMA,
    table: TABLE,
    name: POLICY,
    command: 'SELECT',
    action: 'PERMISSIVE',
    roles: [READER],
    using: "owner = 'ada'",
    check: '',
  }

  it('enables RLS and creates a policy the pg-meta policies endpoint lists as written', async () => {
    const change = inTransaction([buildRlsChangeSql(SCHEMA, TABLE, 'enable'), buildCreatePolicySql(draft)])
    expect(await sql(change)).toMatchObject({ status: 200 })
    expect(await policies()).toEqual([
      {
        id: expect.any(Number),
        schema: SCHEMA,
        table: TABLE,
        table_id: expect.any(Number),
        name: POLICY,
        action: 'PERMISSIVE',
        roles: [READER],
        command: 'SELECT',
        definition: "(owner = 'ada'::text)",
        check: null,
      },
    ])
    const tables = await callRoute(database.routes.tables, 'GET', `/pg-meta/default/tables?included_schemas=${encodeURIComponent(SCHEMA)}&include_columns=false`, project)
    expect(tables.body).toMatchObject([{ name: TABLE, rls_enabled: true, rls_forced: false }])
  })

  it('the tester shows the rows one role sees and another does not, and leaves no role behind', async () => {
    const asReader = await sql(buildPolicyTestSql({ schema: SCHEMA, table: TABLE, role: READER, claims: '{"sub": "it\'s me"}' }))
    expect(asReader.status).toBe(200)
    expect((asReader.body as Array<{ row: { id: number } }>).map((item) => item.row.id).sort()).toEqual([1, 3])
    const asOutsider = await sql(buildPolicyTestSql({ schema: SCHEMA, table: TABLE, role: OUTSIDER, claims: '' }))
    expect(asOutsider).toMatchObject({ status: 200, body: [] })
    // The role switch ended with the request: the next query runs as the dashboard's own role again.
    expect(await sql('select current_user::text as role')).toMatchObject({ body: [{ role: 'postgres' }] })
    expect(await sql(buildRowCountSql(SCHEMA, TABLE))).toMatchObject({ body: [{ total: expect.anything() }] })
  })

  it('replaces a policy in one transaction, and a failing replacement keeps the old one', async () => {
    const failing = inTransaction(buildReplacePolicyStatements(draft, { ...draft, using: 'no_such_column = 1' }))
    const failure = await sql(failing)
    expect(failure.status).toBe(400)
    expect((failure.body as { message: string }).message).toContain('no_such_column')
    expect((await policies()).map((policy) => policy.definition)).toEqual(["(owner = 'ada'::text)"])

    const renamed = { ...draft, name: `${POLICY} 2`, command: 'ALL' as const, roles: ['public'], using: 'true', check: 'id > 0' }
    expect(await sql(inTransaction(buildReplacePolicyStatements(draft, renamed)))).toMatchObject({ status: 200 })
    expect(await policies()).toMatchObject([{ name: `${POLICY} 2`, command: 'ALL', roles: ['public'], definition: 'true', check: '(id > 0)' }])
  })

  it('forces RLS, disables it and drops the policy', async () => {
    const statements = [
      buildRlsChangeSql(SCHEMA, TABLE, 'force'),
      buildRlsChangeSql(SCHEMA, TABLE, 'disable'),
      buildDropPolicySql({ schema: SCHEMA, table: TABLE, name: `${POLICY} 2` }),
    ]
    expect(await sql(inTransaction(statements))).toMatchObject({ status: 200 })
    expect(await policies()).toEqual([])
    const tables = await callRoute(database.routes.tables, 'GET', `/pg-meta/default/tables?included_schemas=${encodeURIComponent(SCHEMA)}&include_columns=false`, project)
    expect(tables.body).toMatchObject([{ rls_enabled: false, rls_forced: true }])
  })
})
