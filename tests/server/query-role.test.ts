import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { callRoute } from './helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from './helpers/self-hosted-database'
import { dropServerRoles, TEST_BACKENDS } from './helpers/test-databases'

// Roles belong to the whole server: the name is unique per run and dropped afterwards.
const ROLE = `Re'ader "${randomBytes(3).toString('hex')}"`
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

const loadRoutes = async () => ({ query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST })

describe.each(TEST_BACKENDS)("the query endpoint's role option on $name", ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, {
    setupSql: `create role ${ident(ROLE)} nologin;
      create table public.notes (id int primary key, author text);
      insert into public.notes values (1, '${ROLE.replaceAll("'", "''")}'), (2, 'someone');
      alter table public.notes enable row level security;
      create policy "authors read" on public.notes for select using (author = current_user);
      create table public.private_notes (id int);
      grant select on public.notes to ${ident(ROLE)}`,
    afterDrop: () => dropServerRoles([ROLE]),
  })
  const query = (body: Record<string, unknown>) => callRoute(database.routes.query, 'POST', '/pg-meta/default/query', { ...DEFAULT_PROJECT, body })

  it('runs the SQL as the role, row level security applied, and the next request is the owner again', async () => {
    expect(await query({ query: 'select current_user::text as role', role: ROLE })).toEqual(expect.objectContaining({ status: 200, body: [{ role: ROLE }] }))
    expect((await query({ query: 'select id from public.notes order by id', role: ROLE })).body).toEqual([{ id: 1 }])
    expect((await query({ query: 'select count(*)::int as notes from public.notes' })).body).toEqual([{ notes: 2 }])
  })

  it("keeps the role through the caller's own transaction and drops it with that transaction", async () => {
    const response = await query({ query: 'begin; select current_user::text as role; commit; select current_user::text as role', role: ROLE })
    expect(response).toMatchObject({ status: 200, body: [{ role: expect.not.stringMatching(ROLE) }] })
    expect((await query({ query: 'begin; select current_user::text as role', role: ROLE })).body).toEqual([{ role: ROLE }])
    expect((await query({ query: 'select current_user::text as role' })).body).not.toEqual([{ role: ROLE }])
  })

  it("answers the role's errors in the caller's SQL: permission, position, an unknown or empty role", async () => {
    expect(await query({ query: 'select * from public.private_notes', role: ROLE })).toMatchObject({
      status: 400,
      body: { message: 'permission denied for table private_notes', code: '42501' },
    })
    const syntax = await query({ query: 'select 1;\nselect frm', role: ROLE })
    expect(syntax).toMatchObject({ status: 400, body: { code: '42703', position: 18 } })
    expect((syntax.body as { formattedError: string }).formattedError).toContain('LINE 2: select frm')
    expect(await query({ query: 'select 1', role: 'nobody_by_that_name' })).toMatchObject({ status: 400, body: { message: 'role "nobody_by_that_name" does not exist' } })
    expect(await query({ query: 'select 1', role: '' })).toMatchObject({ status: 400 })
  })
})
