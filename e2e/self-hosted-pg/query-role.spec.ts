import { expect, test } from '@playwright/test'

import { runSql, uniqueName } from './sql'

const role = uniqueName('e2e_query_as')
const TABLE = `e2e_notes_${role}`
const QUERY = '/dashboard/api/platform/pg-meta/default/query'

test.afterAll(async ({ request }) => {
  await runSql(request, `drop table if exists public.${TABLE}; drop owned by ${role}; drop role if exists ${role}`)
})

test("a new login role reads through the query endpoint's role option, RLS applied, and the next request is the owner again", async ({ request }) => {
  await runSql(
    request,
    `create role ${role} with login password 'e2e-secret';
     create table public.${TABLE} (id int primary key, author text);
     insert into public.${TABLE} values (1, '${role}'), (2, 'someone else');
     alter table public.${TABLE} enable row level security;
     create policy "authors read" on public.${TABLE} for select using (author = current_user)`
  )

  const asRole = await request.post(QUERY, { data: { query: 'select current_user::text as role, session_user::text as session', role } })
  expect(asRole.status()).toBe(200)
  const [who] = (await asRole.json()) as { role: string; session: string }[]
  expect(who.role).toBe(role)
  expect(who.session).not.toBe(role)

  // Without a grant the role cannot read the table; the position points into the SQL as the caller sent it.
  const denied = await request.post(QUERY, { data: { query: `select id from public.${TABLE}`, role } })
  expect(denied.status()).toBe(400)
  expect(await denied.json()).toMatchObject({ message: `permission denied for table ${TABLE}`, code: '42501' })

  await runSql(request, `grant select on public.${TABLE} to ${role}`)
  const visible = await request.post(QUERY, { data: { query: `select id from public.${TABLE} order by id`, role } })
  expect(await visible.json()).toEqual([{ id: 1 }])

  expect(await runSql(request, `select current_user::text as role, count(*)::int as notes from public.${TABLE}`)).toEqual([{ role: 'postgres', notes: 2 }])

  const unknown = await request.post(QUERY, { data: { query: 'select 1', role: `${role}_missing` } })
  expect(unknown.status()).toBe(400)
  expect(await unknown.json()).toMatchObject({ message: `role "${role}_missing" does not exist` })
})
