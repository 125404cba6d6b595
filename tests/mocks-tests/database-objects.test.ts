import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import { buildPolicyTestSql } from '@/lib/policies/policy-test-sql'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
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
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

async function get<T>(path: string, headers: Record<string, string> = CONNECTION) {
  const response = await fetch(`${PG_META}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as T }
}

describe('mock pg-meta: policies, triggers and function arguments', { timeout: 60_000 }, () => {
  it('lists policies and triggers in postgres-meta shape, and refuses a request without the connection header', async () => {
    useMockPlatform()
    await runQuery(`create policy "own todos" on public.todos for select to authenticated using ((select auth.uid()) = user_id);
      create function public.touch() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger touch_todos before update on public.todos for each row when (old.task is distinct from new.task) execute function public.touch()`)

    const policies = await get<Schemas['PgPolicy'][]>('/policies?included_schemas=public')
    expect(policies.body).toEqual([
      expect.objectContaining({ schema: 'public', table: 'todos', name: 'own todos', action: 'PERMISSIVE', roles: ['authenticated'], command: 'SELECT', check: null }),
    ])
    expect(policies.body[0].definition).toContain('auth.uid()')

    const triggers = await get<Schemas['PgTrigger'][]>('/triggers?included_schemas=public')
    expect(triggers.body).toEqual([
      expect.objectContaining({
        name: 'touch_todos',
        table: 'todos',
        activation: 'BEFORE',
        orientation: 'ROW',
        events: ['UPDATE'],
        enabled_mode: 'ORIGIN',
        function_name: 'touch',
        condition: '(old.task IS DISTINCT FROM new.task)',
      }),
    ])

    const functions = await get<Schemas['PgFunction'][]>('/functions?included_schemas=public')
    expect(functions.body.find((fn) => fn.name === 'todo_count')).toMatchObject({ args: [], config_params: null, is_set_returning_function: false })

    expect((await get('/policies', {})).status).toBe(400)
  })

  it('the policy tester reads as the role within its own request, and the next request is the owner again', async () => {
    useMockPlatform()
    const claims = '{"sub": "6f1c3b9e-2d4a-4c1e-9a57-0c1d2e3f4a5b"}'
    await runQuery(`create policy "own todos" on public.todos for select to authenticated using ((select auth.uid()) = user_id)`)
    const rows = await runQuery(buildPolicyTestSql({ schema: 'public', table: 'todos', role: 'authenticated', claims }))
    expect(rows.map((row) => (row.row as { task: string }).task).sort()).toEqual(['Build the dashboard', 'Write the spec'])
    expect(await runQuery(buildPolicyTestSql({ schema: 'public', table: 'todos', role: 'anon', claims: '' }))).toEqual([])
    expect(await runQuery('select current_user::text as role, count(*)::int as todos from public.todos')).toEqual([{ role: 'postgres', todos: 3 }])
  })

  it('seeds supabase_realtime with no tables and lists what ALTER PUBLICATION changed', async () => {
    useMockPlatform()
    const before = await get<Schemas['PgPublication'][]>('/publications')
    expect(before.body).toEqual([
      expect.objectContaining({ name: 'supabase_realtime', publish_insert: true, publish_update: true, publish_delete: true, publish_truncate: true, tables: [] }),
    ])
    await runQuery(`alter publication supabase_realtime add table public.todos; alter publication supabase_realtime set (publish = 'insert')`)
    const after = await get<Schemas['PgPublication'][]>('/publications')
    expect(after.body[0]).toMatchObject({ publish_update: false, tables: [{ schema: 'public', name: 'todos', id: expect.any(Number) }] })
    expect((await get('/publications', {})).status).toBe(400)
  })
})
