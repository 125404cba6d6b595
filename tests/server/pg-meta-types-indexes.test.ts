import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/platform'

import { callRoute } from './helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from './helpers/self-hosted-database'
import { TEST_BACKENDS } from './helpers/test-databases'

type PgType = components['schemas']['PgType']
type PgIndex = components['schemas']['PgIndex']

// Hostile names on purpose: quotes, spaces, unicode, mixed case and reserved words.
const SETUP_SQL = `
  create schema "Crème ""brûlée""";
  create type "Crème ""brûlée"""."Mood Ω" as enum ('sad', 'ok', 'happy "very"');
  comment on type "Crème ""brûlée"""."Mood Ω" is 'How it feels';
  create domain public.email_address as varchar(320) not null check (value like '%@%');
  create type public.address as (street text, "Zip Code" varchar(10));
  create table "Crème ""brûlée"""."select" (
    "Id" bigint generated always as identity primary key,
    mood "Crème ""brûlée"""."Mood Ω",
    email public.email_address,
    "order" int,
    unique (email)
  );
  create index "lower email" on "Crème ""brûlée"""."select" (lower(email), "order") where "order" > 0;
  create index mood_hash on "Crème ""brûlée"""."select" using hash (mood);`

const loadRoutes = async () => ({
  types: (await import('@/app/api/platform/pg-meta/[ref]/types/route')).GET,
  indexes: (await import('@/app/api/platform/pg-meta/[ref]/indexes/route')).GET,
})
const project = DEFAULT_PROJECT
const SCHEMA = 'Crème "brûlée"'

describe.each(TEST_BACKENDS)('pg-meta types and indexes on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, { setupSql: SETUP_SQL })

  const getTypes = async (query: string) => {
    const response = await callRoute(database.routes.types, 'GET', `/pg-meta/default/types?${query}`, project)
    expect(response.status).toBe(200)
    return response.body as PgType[]
  }

  it('lists enums with their labels in order, domains with their base type and composites with attributes', async () => {
    const types = await getTypes(`included_schemas=${encodeURIComponent(`public,${SCHEMA}`)}`)
    const byName = new Map(types.map((type) => [type.name, type]))
    expect(byName.get('Mood Ω')).toEqual({
      id: expect.any(Number),
      name: 'Mood Ω',
      schema: SCHEMA,
      format: '"Crème ""brûlée"""."Mood Ω"',
      enums: ['sad', 'ok', 'happy "very"'],
      attributes: [],
      comment: 'How it feels',
      type_relation_id: null,
      kind: 'enum',
      base_type: null,
    })
    expect(byName.get('email_address')).toMatchObject({ kind: 'domain', base_type: 'character varying(320)', enums: [] })
    const address = byName.get('address')
    expect(address).toMatchObject({ kind: 'composite', type_relation_id: expect.any(Number) })
    expect(address?.attributes.map((attribute) => attribute.name)).toEqual(['street', 'Zip Code'])
    expect(address?.attributes[0]?.type_id).toBe(25) // text
    // Arrays and tables' row types only when asked for, as postgres-meta does.
    expect([...byName.keys()].sort()).toEqual(['Mood Ω', 'address', 'email_address'])
    const withArrays = await getTypes(`included_schemas=public&include_array_types=true&include_table_types=true`)
    expect(withArrays.map((type) => type.name)).toEqual(expect.arrayContaining(['_address', '_email_address']))
  })

  it('leaves system schemas out unless asked for', async () => {
    expect((await getTypes('')).some((type) => type.schema === 'pg_catalog')).toBe(false)
    expect((await getTypes('include_system_schemas=true')).some((type) => type.name === 'int4')).toBe(true)
  })

  it('lists indexes with names, methods, predicates and the attributes they cover', async () => {
    const response = await callRoute(database.routes.indexes, 'GET', `/pg-meta/default/indexes?included_schemas=${encodeURIComponent(SCHEMA)}`, project)
    expect(response.status).toBe(200)
    const indexes = response.body as PgIndex[]
    expect(indexes.map((index) => index.name)).toEqual(['lower email', 'mood_hash', 'select_email_key', 'select_pkey'])
    const [lower, hash, unique, primary] = indexes
    expect(lower).toMatchObject({
      schema: SCHEMA,
      table: 'select',
      is_unique: false,
      is_primary: false,
      access_method: 'btree',
      number_of_attributes: 2,
      key_attributes: [0, 4],
      index_predicate: '("order" > 0)',
      index_attributes: [
        { attribute_number: 0, attribute_name: 'lower(email::text)', data_type: 'text' },
        { attribute_number: 4, attribute_name: 'order', data_type: 'integer' },
      ],
    })
    expect(lower?.index_definition).toBe(
      `CREATE INDEX "lower email" ON "Crème ""brûlée"""."select" USING btree (lower((email)::text), "order") WHERE ("order" > 0)`
    )
    expect(hash).toMatchObject({ access_method: 'hash', index_attributes: [{ attribute_number: 2, attribute_name: 'mood' }] })
    expect(unique).toMatchObject({ is_unique: true, is_primary: false, index_attributes: [{ attribute_name: 'email', data_type: 'email_address' }] })
    expect(primary).toMatchObject({ is_unique: true, is_primary: true, key_attributes: [1], index_predicate: null, comment: null })
    expect(primary?.table_id).toBe(lower?.table_id)
    expect(primary?.collation).toEqual([0])
    expect(primary?.class).toEqual([expect.any(Number)])
  })
})
