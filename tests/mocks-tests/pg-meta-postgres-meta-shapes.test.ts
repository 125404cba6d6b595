import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'
import { responseSchemas } from '@/lib/api/schemas/response-schemas.generated'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { connectionStringFor } from '@/mock-platform/seed-projects'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

type Schemas = components['schemas']

const PG_META = `${MOCK_PLATFORM_API_URL}/pg-meta/${PRIMARY_PROJECT_REF}`
const CONNECTION = { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }

// PGlite has no file_fdw or postgres_fdw: a wrapper without a handler still holds foreign tables'
// definitions. The wrapper and server outlive a new platform state's re-seed, hence the drops first.
const SETUP_SQL = `
  drop schema if exists ünï cascade;
  drop server if exists dummy_files cascade;
  drop foreign data wrapper if exists dummy_wrapper cascade;
  create schema ünï;
  create table ünï.prices (id int primary key, price numeric check (price >= 0), total numeric generated always as (price * 2) stored);
  create materialized view ünï."Totals ✓" as select sum(total) as sum from ünï.prices with no data;
  comment on materialized view ünï."Totals ✓" is 'sums';
  create foreign data wrapper dummy_wrapper;
  create server dummy_files foreign data wrapper dummy_wrapper;
  create foreign table ünï.ausgaben (id int not null, note text default 'n/a') server dummy_files;
  create function ünï.out_first(a int, out b int, c int default 1) language sql as 'select a + c';
  create function ünï.price_rows() returns setof ünï.prices language sql stable rows 7 as 'select * from ünï.prices';
  create function ünï.internal_sqrt(float8) returns float8 language internal immutable strict as 'dsqrt';`

async function setUp() {
  const response = await fetch(`${PG_META}/query`, {
    method: 'POST',
    headers: { ...CONNECTION, 'content-type': 'application/json' },
    body: JSON.stringify({ query: SETUP_SQL }),
  })
  expect(response.status, await response.text()).toBe(200)
}

/** GETs a pg-meta path and checks the answer against the contract's response schema of `operation`. */
async function getChecked<T>(operation: string, path: string): Promise<T> {
  const response = await fetch(`${PG_META}${path}`, { headers: CONNECTION })
  const body = (await response.json()) as unknown
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(responseSchemas[operation].safeParse(body).error).toBeUndefined()
  return body as T
}

describe('mock pg-meta in postgres-meta 0.99.0 shapes', { timeout: 60_000 }, () => {
  it('gives a generated column its expression as default_value, and checks as pg_get_constraintdef prints them', async () => {
    useMockPlatform()
    await setUp()
    const columns = await getChecked<Schemas['PgColumn'][]>('GET /platform/pg-meta/{ref}/columns', '/columns?included_schemas=ünï')
    const prices = columns.filter((column) => column.table === 'prices')
    expect(prices.find((column) => column.name === 'total')).toMatchObject({
      is_generated: true,
      default_value: '(price * (2)::numeric)',
      generated_expression: '(price * (2)::numeric)',
      is_updatable: true,
    })
    expect(prices.find((column) => column.name === 'price')?.check).toBe('price >= 0::numeric')
  })

  it('lists materialized views (columns on request) and foreign tables (columns unless refused)', async () => {
    useMockPlatform()
    await setUp()
    const views = await getChecked<Schemas['PgMaterializedView'][]>(
      'GET /platform/pg-meta/{ref}/materialized-views',
      '/materialized-views?included_schemas=ünï'
    )
    expect(views).toEqual([{ id: expect.any(Number), schema: 'ünï', name: 'Totals ✓', is_populated: false, comment: 'sums' }])
    const withColumns = await getChecked<Schemas['PgMaterializedView'][]>(
      'GET /platform/pg-meta/{ref}/materialized-views',
      '/materialized-views?included_schemas=ünï&include_columns=true'
    )
    expect(withColumns[0].columns?.map((column) => column.name)).toEqual(['sum'])

    const foreign = await getChecked<Schemas['PgForeignTable'][]>('GET /platform/pg-meta/{ref}/foreign-tables', '/foreign-tables')
    expect(foreign).toEqual([
      {
        id: expect.any(Number),
        schema: 'ünï',
        name: 'ausgaben',
        comment: null,
        columns: [
          expect.objectContaining({ name: 'id', is_nullable: false, default_value: null, is_updatable: false }),
          expect.objectContaining({ name: 'note', default_value: "'n/a'::text" }),
        ],
      },
    ])
    const bare = await getChecked<Schemas['PgForeignTable'][]>('GET /platform/pg-meta/{ref}/foreign-tables', '/foreign-tables?include_columns=false')
    expect(bare[0]).not.toHaveProperty('columns')
  })

  it('describes functions with OUT parameters, row-type results and internal ones as postgres-meta does', async () => {
    useMockPlatform()
    await setUp()
    const functions = await getChecked<Schemas['PgFunction'][]>('GET /platform/pg-meta/{ref}/functions', '/functions?included_schemas=ünï')
    const byName = new Map(functions.map((fn) => [fn.name, fn]))
    const tables = await getChecked<Schemas['PgTable'][]>('GET /platform/pg-meta/{ref}/tables', '/tables?included_schemas=ünï&include_columns=false')

    expect(byName.get('out_first')).toMatchObject({
      return_type_relation_id: null,
      prorows: null,
      args: [
        { mode: 'in', name: 'a', has_default: false },
        { mode: 'out', name: 'b', has_default: false },
        { mode: 'in', name: 'c', has_default: true },
      ],
    })
    expect(byName.get('price_rows')).toMatchObject({
      is_set_returning_function: true,
      prorows: 7,
      return_type_relation_id: tables.find((table) => table.name === 'prices')?.id,
    })
    expect(byName.get('internal_sqrt')).toMatchObject({ language: 'internal', definition: '', complete_statement: 'dsqrt' })
  })
})
