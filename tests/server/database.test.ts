import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Database, DatabaseQueryError, toDatabaseQueryError } from '@/lib/server/db/database'
import { createPostgresDatabase } from '@/lib/server/db/pg-database'
import { openPgliteDatabase } from '@/lib/server/db/pglite-database'

import { createServerDatabase, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

// One literal of each interesting type, and the JSON both backends must turn it into.
const TYPES_SQL = `
  create type pg_temp.mood as enum ('happy', 'sad');
  select
    9007199254740993::int8 as big, 12::int2 as small, 42 as int, 1.50::numeric as exact, 1.5::float8 as float,
    'NaN'::float8 as nan, true as yes, null::text as nothing, 'héllo "x"'::text as text,
    '{"a": [1, 2.5, null], "b": {"c": "d"}}'::jsonb as doc, '[1,2]'::json as list,
    '2024-01-02 05:04:05.123456+02'::timestamptz as at, '2024-01-02 03:04:05'::timestamp as local_at,
    'infinity'::timestamptz as forever, '2024-01-02'::date as day, '1 day 02:00:00'::interval as span,
    '\\x0102ff'::bytea as bytes, '{1,2,NULL}'::int[] as ints, '{{a,"b c"},{"\\"q\\"",NULL}}'::text[] as grid,
    array['{"k":1}'::jsonb] as docs, '{2024-01-02 03:04:05+00}'::timestamptz[] as stamps,
    '[0:1]={7,8}'::int[] as shifted, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id,
    array['happy', 'sad']::pg_temp.mood[] as moods, 'sad'::pg_temp.mood as mood`

const EXPECTED_TYPES = {
  big: '9007199254740993',
  small: 12,
  int: 42,
  exact: '1.50',
  float: 1.5,
  nan: 'NaN',
  yes: true,
  nothing: null,
  text: 'héllo "x"',
  doc: { a: [1, 2.5, null], b: { c: 'd' } },
  list: [1, 2],
  at: '2024-01-02T03:04:05.123456Z',
  local_at: '2024-01-02T03:04:05',
  forever: 'infinity',
  day: '2024-01-02',
  span: '1 day 02:00:00',
  bytes: '\\x0102ff',
  ints: [1, 2, null],
  grid: [
    ['a', 'b c'],
    ['"q"', null],
  ],
  docs: [{ k: 1 }],
  stamps: ['2024-01-02T03:04:05Z'],
  shifted: [7, 8],
  id: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  moods: ['happy', 'sad'],
  mood: 'sad',
}

const typeResults: Record<string, unknown> = {}

describe.each(TEST_BACKENDS)('Database on $name', ({ name }) => {
  let database: Database
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    if (name === 'pglite') {
      const dir = makeTempDir()
      database = await openPgliteDatabase({ dataDir: `${dir.path}/db`, statementTimeoutMs: 60_000 })
      cleanup = async () => {
        await database.close()
        dir.remove()
      }
    } else {
      const server = await createServerDatabase()
      database = createPostgresDatabase({ connectionString: server.url, poolMax: 2, statementTimeoutMs: 60_000 })
      cleanup = async () => {
        await database.close()
        await server.drop()
      }
    }
  })
  afterAll(() => cleanup?.())

  it('round-trips rows with parameters', async () => {
    await database.query('create table notes (id int generated always as identity primary key, body text not null)')
    await database.query('insert into notes (body) values ($1), ($2)', ['first', 'second'])
    const result = await database.query('select id, body from notes where body <> $1 order by id', ['first'])
    expect(result.rows).toEqual([{ id: 2, body: 'second' }])
    expect(result.fields.map((field) => field.name)).toEqual(['id', 'body'])
  })

  it('returns the last result set when several statements are sent', async () => {
    const result = await database.query('select 1 as one; select 2 as two, 3 as three')
    expect(result.rows).toEqual([{ two: 2, three: 3 }])
  })

  it('raises Postgres errors with their SQLSTATE and position', async () => {
    const error = await database.query('select id from missing_table').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DatabaseQueryError)
    expect(error).toMatchObject({ message: 'relation "missing_table" does not exist', code: '42P01', position: 16 })
  })

  it('decodes every type into the same JSON on both backends', async () => {
    const result = await database.query(TYPES_SQL, undefined, { resetSession: true })
    expect(result.rows).toEqual([EXPECTED_TYPES])
    typeResults[name] = JSON.parse(JSON.stringify(result.rows))
  })

  it('runs as the dashboard application', async () => {
    const result = await database.query("select current_setting('application_name') as name")
    expect(result.rows).toEqual([{ name: 'supabase/dashboard' }])
  })

  it('does not let a user statement leak session state into the next query', async () => {
    await database.query("set search_path = nowhere; begin; create table public.half_done (x int)", undefined, { resetSession: true })
    const result = await database.query(
      "select current_setting('search_path') as path, to_regclass('public.half_done') is null as is_rolled_back, " +
        "current_setting('application_name') as application"
    )
    expect(result.rows).toEqual([{ path: '"$user", public', is_rolled_back: true, application: 'supabase/dashboard' }])
  })
})

// Only when both ran (registered, not skipped, otherwise).
if (TEST_BACKENDS.length > 1) describe('both backends', () => {
  it('produced byte-identical JSON for the same query', () => {
    expect(JSON.stringify(typeResults.pglite)).toBe(JSON.stringify(typeResults.postgres))
  })
})

describe('toDatabaseQueryError', () => {
  it('keeps an error already converted by another copy of the class (another server chunk), detail included', () => {
    class OtherCopy extends Error {
      readonly code = '23505'
      readonly detail = 'Key (name)=(Rex) already exists.'
      readonly position = 7
      constructor() {
        super('duplicate key value violates unique constraint "pets_name_key"')
        this.name = 'DatabaseQueryError'
      }
    }
    const converted = toDatabaseQueryError(new OtherCopy())
    expect(converted).toBeInstanceOf(DatabaseQueryError)
    expect(converted).toMatchObject({ code: '23505', detail: 'Key (name)=(Rex) already exists.', position: 7 })
    expect(toDatabaseQueryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeNull()
  })
})
