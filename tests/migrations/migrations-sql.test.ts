import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MIGRATIONS_SQL, MIGRATIONS_TABLE_EXISTS_SQL, migrationTime, toMigration } from '@/lib/migrations/migrations-sql'

/** The page's queries on a real catalogue (in-memory PGlite), before and after the CLI made its table. */
let db: PGlite

beforeAll(async () => {
  db = new PGlite()
  await db.waitReady
}, 60_000)
afterAll(() => db?.close())

describe('migrations recorded by the Supabase CLI', () => {
  it('says the table is missing on a database the CLI never touched', async () => {
    expect((await db.query(MIGRATIONS_TABLE_EXISTS_SQL)).rows).toEqual([{ exists: false }])
  })

  it('reads every row newest first, with or without the name column of newer CLI versions', async () => {
    // The CLI's first versions created the table without `name`.
    await db.exec(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key, statements text[]);
      insert into supabase_migrations.schema_migrations values
        ('20240101120000', array['create table a (id int)', 'alter table a enable row level security']),
        ('20240301080000', null);
    `)
    expect((await db.query(MIGRATIONS_TABLE_EXISTS_SQL)).rows).toEqual([{ exists: true }])
    const before = (await db.query<{ migration: Record<string, unknown> }>(MIGRATIONS_SQL)).rows.map(toMigration)
    expect(before).toEqual([
      { version: '20240301080000', name: null, statements: [] },
      { version: '20240101120000', name: null, statements: ['create table a (id int)', 'alter table a enable row level security'] },
    ])

    await db.exec(`
      alter table supabase_migrations.schema_migrations add column name text, add column created_by text;
      insert into supabase_migrations.schema_migrations (version, statements, name, created_by)
        values ('20250615093000', array['create view v as select 1'], 'add_view', 'cli');
    `)
    const after = (await db.query<{ migration: Record<string, unknown> }>(MIGRATIONS_SQL)).rows.map(toMigration)
    expect(after.map((migration) => [migration.version, migration.name])).toEqual([
      ['20250615093000', 'add_view'],
      ['20240301080000', null],
      ['20240101120000', null],
    ])
  })

  it('shows CLI timestamps as UTC times and leaves other versions as they are', () => {
    expect(migrationTime('20240101120000')).toBe('2024-01-01 12:00:00 UTC')
    expect(migrationTime('1')).toBeNull()
  })
})
