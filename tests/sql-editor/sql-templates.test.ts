import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findSqlTemplate, SQL_TEMPLATES, sqlTemplatePath } from '@/lib/sql/templates'

/** Each template runs as written on a real Postgres (in-memory PGlite), in the order the list gives them. */
let db: PGlite

beforeAll(async () => {
  db = new PGlite()
  // What a Supabase database has and a bare one lacks: the roles and auth.uid() the policies name.
  await db.exec(`
    create role authenticated nologin;
    create schema auth;
    create function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;
  `)
}, 60_000)
afterAll(() => db?.close())

// pg_cron cannot load into PGlite; its template is checked by name and shape only.
const NEEDS_PG_CRON = new Set(['cron-job'])

describe('SQL editor templates', () => {
  for (const template of SQL_TEMPLATES.filter((candidate) => !NEEDS_PG_CRON.has(candidate.id))) {
    it(`"${template.title}" runs as written`, async () => {
      await expect(db.exec(template.sql)).resolves.toBeDefined()
    })
  }

  it('leaves the notes the templates build with the columns, trigger, index and view they promise', async () => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'notes' order by ordinal_position`
    )
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'user_id', 'body', 'created_at', 'updated_at', 'body_search'])
    await db.exec(`insert into public.notes (user_id, body) values (gen_random_uuid(), 'postgres is great')`)
    const before = (await db.query<{ updated_at: string }>('select updated_at from public.notes')).rows[0].updated_at
    await db.exec(`update public.notes set body = 'postgres is still great'`)
    const after = (await db.query<{ updated_at: string }>('select updated_at from public.notes')).rows[0].updated_at
    expect(new Date(after).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime())
    const view = await db.query<{ reloptions: string[] }>(`select reloptions from pg_class where relname = 'recent_notes'`)
    expect(view.rows[0].reloptions).toEqual(['security_invoker=true'])
  })

  it('opens each template by its id in a new snippet URL', () => {
    expect(new Set(SQL_TEMPLATES.map((template) => template.id)).size).toBe(SQL_TEMPLATES.length)
    expect(findSqlTemplate('cron-job')?.sql).toContain('cron.schedule(')
    expect(findSqlTemplate('nope')).toBeUndefined()
    expect(sqlTemplatePath('my ref', 'cron-job')).toBe('/project/my%20ref/sql/new?template=cron-job')
  })
})
