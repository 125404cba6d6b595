import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import { CONNECTION_ERROR_MESSAGE } from '@/mock-platform/handlers/pg-meta'
import { PAUSED_PROJECT_REF, PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { connectionStringFor } from '@/mock-platform/seed-projects'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

type Schemas = components['schemas']

const PG_META = `${MOCK_PLATFORM_API_URL}/pg-meta/${PRIMARY_PROJECT_REF}`
const CONNECTION = { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }

async function runQuery(query: string) {
  const response = await fetch(`${PG_META}/query`, {
    method: 'POST',
    headers: { ...CONNECTION, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function getJson<T>(path: string) {
  return (await (await fetch(`${PG_META}${path}`, { headers: CONNECTION })).json()) as T
}

// One PGlite start (several seconds) serves the whole file.
describe('mock pg-meta over a real in-memory Postgres', { timeout: 60_000 }, () => {
  it('refuses requests without the project’s encrypted connection header, or for a paused project', async () => {
    useMockPlatform()
    const missing = await fetch(`${PG_META}/query`, { method: 'POST', body: JSON.stringify({ query: 'select 1' }) })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: CONNECTION_ERROR_MESSAGE })

    const paused = await fetch(`${MOCK_PLATFORM_API_URL}/pg-meta/${PAUSED_PROJECT_REF}/tables`, {
      headers: { 'x-connection-encrypted': connectionStringFor(PAUSED_PROJECT_REF) },
    })
    expect(paused.status).toBe(400)
  })

  it('runs SQL and returns the rows of the last statement; Postgres errors come back as 400 with the SQLSTATE', async () => {
    useMockPlatform()
    expect(await runQuery('select task from public.todos where is_complete order by id')).toEqual({
      status: 200,
      body: [{ task: 'Write the spec' }],
    })
    expect((await runQuery("insert into public.todos (user_id, task) select id, 'More' from public.profiles limit 1; select count(*)::int as n from public.todos")).body).toEqual([{ n: 4 }])
    const failed = await runQuery('select * from missing_table')
    expect(failed.status).toBe(400)
    expect(failed.body).toMatchObject({ message: 'relation "missing_table" does not exist', code: '42P01', position: 15 })
  })

  it('describes tables with columns, primary keys and relationships, leaving system schemas out', async () => {
    useMockPlatform()
    const tables = await getJson<Schemas['PgTable'][]>('/tables?included_schemas=public')
    expect(tables.map((table) => table.name)).toEqual(['profiles', 'todos'])
    const todos = tables.find((table) => table.name === 'todos')
    expect(todos).toMatchObject({ schema: 'public', rls_enabled: true, primary_keys: [{ name: 'id', table_name: 'todos' }] })
    expect(todos?.relationships).toEqual([
      expect.objectContaining({ source_table_name: 'todos', source_column_name: 'user_id', target_table_name: 'profiles' }),
    ])
    const task = todos?.columns?.find((column) => column.name === 'task')
    expect(task).toMatchObject({ data_type: 'text', format: 'text', is_nullable: false, id: `${todos?.id}.3` })
    expect(task?.check).toContain('char_length(task) > 0')

    const schemas = await getJson<Schemas['PgSchema'][]>('/schemas')
    expect(schemas.map((schema) => schema.name)).toEqual(expect.arrayContaining(['auth', 'public']))
    expect(schemas.map((schema) => schema.name)).not.toContain('pg_catalog')
  })

  it('lists views, functions, roles and extensions', async () => {
    useMockPlatform()
    expect((await getJson<Schemas['PgView'][]>('/views?included_schemas=public')).map((view) => view.name)).toEqual([
      'open_todos',
    ])
    const functions = await getJson<Schemas['PgFunction'][]>('/functions?included_schemas=public')
    expect(functions).toEqual([expect.objectContaining({ name: 'todo_count', language: 'sql', behavior: 'STABLE' })])
    const roles = await getJson<Schemas['PgRole'][]>('/roles')
    expect(roles.map((role) => role.name)).toEqual(expect.arrayContaining(['anon', 'authenticated', 'service_role', 'postgres']))
    const extensions = await getJson<Schemas['PgExtension'][]>('/extensions')
    expect(extensions.find((extension) => extension.name === 'plpgsql')?.installed_version).toBeTruthy()
  })

  it('starts every new platform state from the seed schema again', async () => {
    useMockPlatform()
    await runQuery('create table public.scratch (id int)')
    expect((await runQuery("select to_regclass('public.scratch') is not null as present")).body).toEqual([{ present: true }])
    useMockPlatform()
    expect((await runQuery("select to_regclass('public.scratch') is not null as present")).body).toEqual([{ present: false }])
  })
})
