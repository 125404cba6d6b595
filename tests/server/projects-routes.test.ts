import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callRoute, useServerEnv } from './helpers/routes'
import { createServerDatabase, listServerDatabases, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

async function loadRoutes() {
  return {
    profile: (await import('@/app/api/platform/profile/route')).GET,
    permissions: (await import('@/app/api/platform/profile/permissions/route')).GET,
    organizations: (await import('@/app/api/platform/organizations/route')).GET,
    organization: (await import('@/app/api/platform/organizations/[slug]/route')).GET,
    organizationProjects: (await import('@/app/api/platform/organizations/[slug]/projects/route')).GET,
    projects: await import('@/app/api/platform/projects/route'),
    project: await import('@/app/api/platform/projects/[ref]/route'),
    status: (await import('@/app/api/platform/projects/[ref]/status/route')).GET,
    content: await import('@/app/api/platform/projects/[ref]/content/route'),
    query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

const SNIPPET = {
  id: '5f0e8d4c-2b7a-4c1e-9d3f-8a6b5c4d3e2f',
  name: 'Top customers',
  description: null,
  type: 'sql',
  visibility: 'user',
  favorite: false,
  content: { sql: 'select * from customers limit 10', schema_version: '1.0' },
}

describe.each(TEST_BACKENDS)('self-hosted platform routes on $name', ({ name }) => {
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  let env: Record<string, string | undefined>
  let cleanup: () => Promise<void>
  let secondRef = ''

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    env = { PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url, DISABLED_FEATURES: 'billing:all' }
    useServerEnv(env)
    routes = await loadRoutes()
    cleanup = async () => {
      await routes.closeAllDatabases()
      // The second project's database too, if a failed test left it behind.
      if (server) await server.drop(...(secondRef ? await listServerDatabases(`project_${secondRef}`) : []))
      dir.remove()
    }
  })
  afterAll(() => cleanup?.())

  it('serves the always-signed-in profile, its permissions and the default organization', async () => {
    expect((await callRoute(routes.profile, 'GET', '/profile')).body).toMatchObject({
      id: 1,
      username: 'supabase',
      primary_email: 'admin@localhost',
      auth0_id: 'self-hosted',
      disabled_features: ['billing:all'],
    })
    expect((await callRoute(routes.permissions, 'GET', '/profile/permissions')).body).toMatchObject([
      { actions: ['%'], resources: ['%'], organization_slug: 'default-org-slug', organization_id: 1 },
    ])
    const organization = {
      id: 1,
      slug: 'default-org-slug',
      name: 'Default Organization',
      billing_email: null,
      plan: { id: 'enterprise', name: 'Enterprise' },
      opt_in_tags: [],
    }
    expect((await callRoute(routes.organizations, 'GET', '/organizations')).body).toMatchObject([organization])
    const params = { params: { slug: 'default-org-slug' } }
    expect((await callRoute(routes.organization, 'GET', '/organizations/default-org-slug', params)).body).toMatchObject(organization)
    expect(await callRoute(routes.organization, 'GET', '/organizations/other', { params: { slug: 'other' } })).toMatchObject({
      status: 404,
      body: { message: 'Organization "other" not found' },
    })
  })

  it('describes the default project without ever exposing its connection string', async () => {
    const response = await callRoute(routes.project.GET, 'GET', '/projects/default', { params: { ref: 'default' } })
    expect(response.body).toMatchObject({
      id: 1,
      ref: 'default',
      name: 'Default Project',
      organization_id: 1,
      status: 'ACTIVE_HEALTHY',
      region: 'local',
      cloud_provider: 'AWS',
      inserted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dbVersion: expect.stringMatching(/^supabase-postgres-\d+\.\d+/),
      connectionString: 'self-hosted',
    })
    expect(JSON.stringify(response.body)).not.toMatch(/postgres:\/\//)
    expect((await callRoute(routes.status, 'GET', '/projects/default/status', { params: { ref: 'default' } })).body).toEqual({
      status: 'ACTIVE_HEALTHY',
    })
    expect((await callRoute(routes.status, 'GET', '/projects/nope/status', { params: { ref: 'nope' } })).status).toBe(404)
  })

  it('creates a second project whose database is isolated from the first', async () => {
    const created = await callRoute(routes.projects.POST, 'POST', '/projects', {
      body: { name: 'Second', organization_slug: 'default-org-slug', db_pass: 'unused', db_region: 'local' },
    })
    expect(created).toMatchObject({ status: 201, body: { name: 'Second', status: 'ACTIVE_HEALTHY', ref: expect.stringMatching(/^[a-z]{20}$/) } })
    secondRef = (created.body as { ref: string }).ref

    const list = await callRoute(routes.projects.GET, 'GET', '/projects')
    expect((list.body as { ref: string }[]).map((project) => project.ref)).toEqual(['default', secondRef])
    const page = await callRoute(routes.organizationProjects, 'GET', '/organizations/default-org-slug/projects?search=sec&limit=5', {
      params: { slug: 'default-org-slug' },
    })
    expect(page.body).toMatchObject({ projects: [{ ref: secondRef }], pagination: { count: 1, limit: 5, offset: 0 } })

    const inDefault = (query: string) => callRoute(routes.query, 'POST', '/pg-meta/default/query', { params: { ref: 'default' }, body: { query } })
    const inSecond = (query: string) => callRoute(routes.query, 'POST', `/pg-meta/${secondRef}/query`, { params: { ref: secondRef }, body: { query } })
    await inDefault('create table public.only_in_default (id int)')
    expect((await inSecond("select to_regclass('public.only_in_default') is null as is_absent")).body).toEqual([{ is_absent: true }])
    expect((await inDefault("select to_regclass('public.only_in_default') is null as is_absent")).body).toEqual([{ is_absent: false }])
  })

  it('keeps SQL snippets in the project database across a restart', async () => {
    const params = { params: { ref: 'default' } }
    const saved = await callRoute(routes.content.PUT, 'PUT', '/projects/default/content', { ...params, body: SNIPPET })
    expect(saved).toMatchObject({ status: 200, body: { ...SNIPPET, project_id: 1, inserted_at: expect.stringMatching(/Z$/) } })
    // Snippets are per project: the second project has none.
    expect((await callRoute(routes.content.GET, 'GET', `/projects/${secondRef}/content?type=sql`, { params: { ref: secondRef } })).body).toEqual({
      data: [],
    })

    // "Restart": close every database, re-read the configuration and open them again.
    await routes.closeAllDatabases()
    useServerEnv(env)
    routes = await loadRoutes()
    const listed = await callRoute(routes.content.GET, 'GET', '/projects/default/content?type=sql', params)
    expect(listed.body).toMatchObject({ data: [{ id: SNIPPET.id, name: 'Top customers', content: SNIPPET.content }] })

    const renamed = await callRoute(routes.content.PUT, 'PUT', '/projects/default/content', { ...params, body: { ...SNIPPET, name: 'Renamed', favorite: true } })
    expect(renamed.body).toMatchObject({ name: 'Renamed', favorite: true })
    const deleted = await callRoute(routes.content.DELETE, 'DELETE', `/projects/default/content?ids=${SNIPPET.id}`, params)
    expect(deleted.body).toEqual([{ id: SNIPPET.id }])
    expect((await callRoute(routes.content.GET, 'GET', '/projects/default/content', params)).body).toEqual({ data: [] })
    expect((await callRoute(routes.content.DELETE, 'DELETE', '/projects/default/content?ids=nope', params)).status).toBe(400)
  })

  it('keeps saved logs queries (log_sql) beside the snippets, each type listed on its own', async () => {
    const params = { params: { ref: 'default' } }
    const logQuery = { ...SNIPPET, id: '0b7c9e2a-4d1f-4a3b-8c5d-6e7f8a9b0c1d', name: 'Postgres errors', type: 'log_sql', content: { sql: 'select id from postgres_logs limit 5', schema_version: '1' } }
    await callRoute(routes.content.PUT, 'PUT', '/projects/default/content', { ...params, body: SNIPPET })
    expect((await callRoute(routes.content.PUT, 'PUT', '/projects/default/content', { ...params, body: logQuery })).status).toBe(200)
    const logs = await callRoute(routes.content.GET, 'GET', '/projects/default/content?type=log_sql', params)
    expect(logs.body).toMatchObject({ data: [{ id: logQuery.id, type: 'log_sql', content: logQuery.content }] })
    expect((logs.body as { data: unknown[] }).data).toHaveLength(1)
    const sql = await callRoute(routes.content.GET, 'GET', '/projects/default/content?type=sql', params)
    expect((sql.body as { data: { id: string }[] }).data.map((item) => item.id)).toEqual([SNIPPET.id])
    expect((await callRoute(routes.content.GET, 'GET', '/projects/default/content?type=report', params)).status).toBe(400)
    await callRoute(routes.content.DELETE, 'DELETE', `/projects/default/content?ids=${SNIPPET.id},${logQuery.id}`, params)
  })

  it('deletes a created project and its database, but never the default one', async () => {
    expect((await callRoute(routes.project.DELETE, 'DELETE', '/projects/default', { params: { ref: 'default' } })).status).toBe(400)
    const deleted = await callRoute(routes.project.DELETE, 'DELETE', `/projects/${secondRef}`, { params: { ref: secondRef } })
    expect(deleted.body).toMatchObject({ ref: secondRef, name: 'Second' })
    expect((await callRoute(routes.project.GET, 'GET', `/projects/${secondRef}`, { params: { ref: secondRef } })).status).toBe(404)
    if (name === 'postgres') expect(await listServerDatabases(`project_${secondRef}`)).toEqual([])
  })
})

// Only with a server to point the extra project at (registered, not skipped, when there is none).
if (process.env.TEST_POSTGRES_URL) describe('projects configured with SELF_HOSTED_PROJECTS', () => {
  it('lists them and runs queries in their database, without exposing the connection string', async () => {
    const main = await createServerDatabase()
    const extra = await createServerDatabase()
    const dir = makeTempDir()
    try {
      useServerEnv({ POSTGRES_URL: main.url, SELF_HOSTED_PROJECTS: `analytics=${extra.url}`, PGLITE_DATA_DIR: `${dir.path}/pglite` })
      const routes = await loadRoutes()
      const list = await callRoute(routes.projects.GET, 'GET', '/projects')
      expect(list.body).toMatchObject([{ ref: 'default' }, { ref: 'analytics', name: 'analytics', connectionString: 'self-hosted' }])
      expect(JSON.stringify(list.body)).not.toContain(extra.url)

      const params = { params: { ref: 'analytics' } }
      const database = await callRoute(routes.query, 'POST', '/pg-meta/analytics/query', { ...params, body: { query: 'select current_database() as name' } })
      expect(database.body).toEqual([{ name: new URL(extra.url).pathname.slice(1) }])
      await routes.closeAllDatabases()
    } finally {
      await main.drop()
      await extra.drop()
      dir.remove()
    }
  })
})

describe('platform mode', () => {
  it('answers 404 JSON from the self-hosted handlers', async () => {
    useServerEnv({ IS_PLATFORM: 'true', GOTRUE_URL: 'https://auth.example.test/auth/v1' })
    const { GET } = await import('@/app/api/platform/profile/route')
    expect(await callRoute(GET, 'GET', '/profile')).toMatchObject({
      status: 404,
      body: { message: 'Not found: this endpoint only exists in self-hosted mode' },
    })
  })
})
