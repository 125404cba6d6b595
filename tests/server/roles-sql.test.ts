import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PgRole } from '@/lib/api/types'
import { buildAlterRoleStatements, buildCreateRoleStatements, buildDropRoleSql, EMPTY_ROLE, roleToDraft } from '@/lib/roles/role-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute, useServerEnv } from './helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

// Roles belong to the whole server: the names are unique per run and dropped afterwards.
const suffix = randomBytes(3).toString('hex')
const GROUP = `gr"oup; ${suffix}`
const ROLE = `Lo'gin "role" ${suffix}`
const RENAMED = `renamed ${suffix}`
const PASSWORD = `pa'ss\\word`

async function loadRoutes() {
  return {
    query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
    roles: (await import('@/app/api/platform/pg-meta/[ref]/roles/route')).GET,
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

const project = { params: { ref: 'default' } }
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

describe.each(TEST_BACKENDS)('role SQL with hostile names on $name', ({ name }) => {
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  let cleanup: () => Promise<void>
  let serverUrl: string | undefined
  const sql = (query: string) => callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, body: { query } })
  const role = async (roleName: string) => ((await callRoute(routes.roles, 'GET', '/pg-meta/default/roles', project)).body as PgRole[]).find((candidate) => candidate.name === roleName)

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    serverUrl = server?.url
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    routes = await loadRoutes()
    cleanup = async () => {
      await routes.closeAllDatabases()
      await server?.drop()
      if (server) {
        const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
        await admin.connect()
        for (const roleName of [ROLE, RENAMED, GROUP]) await admin.query(`drop role if exists ${ident(roleName)}`)
        await admin.end()
      }
      dir.remove()
    }
    expect(await sql(`create role ${ident(GROUP)} nologin`)).toMatchObject({ status: 200 })
  }, 120_000)
  afterAll(() => cleanup?.())

  it('creates a login role with a password and a membership, which can then sign in', async () => {
    const draft = { ...EMPTY_ROLE, name: ROLE, canCreateDb: true, connectionLimit: 5, validUntil: '2999-01-01 00:00:00+00', password: PASSWORD, memberOf: [GROUP] }
    expect(await sql(inTransaction(buildCreateRoleStatements(draft)))).toMatchObject({ status: 200 })
    expect(await role(ROLE)).toMatchObject({ can_login: true, can_create_db: true, is_superuser: false, connection_limit: 5, member_of: [GROUP] })
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
