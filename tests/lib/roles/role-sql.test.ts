import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import type { PgRole } from '@/lib/api/types'
import { buildAlterRoleStatements, buildCreateRoleStatements, buildDropRoleSql, EMPTY_ROLE, roleToDraft } from '@/lib/roles/role-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { dropServerRoles, TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

// Roles belong to the whole server: the names are unique per run and dropped afterwards.
const suffix = randomBytes(3).toString('hex')
const GROUP = `gr"oup; ${suffix}`
const ROLE = `Lo'gin "role" ${suffix}`
const RENAMED = `renamed ${suffix}`
const PASSWORD = `pa'ss\\word`

const loadRoutes = async () => ({ roles: (await import('@/app/api/platform/pg-meta/[ref]/roles/route')).GET })
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

describe.each(TEST_BACKENDS)('role SQL with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, {
    setupSql: `create role ${ident(GROUP)} nologin`,
    afterDrop: () => dropServerRoles([ROLE, RENAMED, GROUP]),
  })
  const { sql } = database
  const role = async (roleName: string) =>
    ((await callRoute(database.routes.roles, 'GET', '/pg-meta/default/roles', DEFAULT_PROJECT)).body as PgRole[]).find((candidate) => candidate.name === roleName)

  it('creates a login role with a password and a membership, which can then sign in', async () => {
    const draft = { ...EMPTY_ROLE, name: ROLE, canCreateDb: true, connectionLimit: 5, validUntil: '2999-01-01 00:00:00+00', password: PASSWORD, memberOf: [GROUP] }
    expect(await sql(inTransaction(buildCreateRoleStatements(draft)))).toMatchObject({ status: 200 })
    expect(await role(ROLE)).toMatchObject({ can_login: true, can_create_db: true, is_superuser: false, connection_limit: 5, member_of: [GROUP] })
    const { serverUrl } = database
    if (!serverUrl) return
    // Signing in as the new role with its password (the server trusts loopback, so also check the role is the one connected).
    const url = new URL(serverUrl)
    url.username = encodeURIComponent(ROLE)
    url.password = encodeURIComponent(PASSWORD)
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const { rows } = await client.query<{ who: string }>('select current_user::text as who')
    await client.end()
    expect(rows).toEqual([{ who: ROLE }])
  })

  it('renames, changes attributes and memberships, then drops', async () => {
    const current = roleToDraft((await role(ROLE))!)
    const edited = { ...current, name: RENAMED, canLogin: false, canCreateDb: false, connectionLimit: -1, validUntil: '', memberOf: [] }
    expect(await sql(inTransaction(buildAlterRoleStatements(current, edited)))).toMatchObject({ status: 200 })
    expect(await role(ROLE)).toBeUndefined()
    expect(await role(RENAMED)).toMatchObject({ can_login: false, can_create_db: false, connection_limit: -1, member_of: [] })
    expect(await sql(inTransaction(buildDropRoleSql(RENAMED)))).toMatchObject({ status: 200 })
    expect(await role(RENAMED)).toBeUndefined()
  })
})
