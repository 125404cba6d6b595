import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DdlTable } from '@/lib/ddl/ddl-table'
import { generateSchemaDdl } from '@/lib/ddl/schema-ddl'

import { callRoute, useServerEnv } from './helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from './helpers/test-databases'

const SETUP_SQL = `
  create schema shop;
  create table public.customers (
    id bigint generated always as identity primary key,
    email text not null unique,
    age int check (age > 0),
    tier text default 'free'
  );
  comment on column public.customers.email is 'Where receipts go';
  create table shop.orders (
    id int,
    line int,
    customer_id bigint references public.customers (id),
    total numeric(10, 2) not null default 0,
    primary key (id, line)
  );
  comment on table shop.orders is 'Orders';
  create view shop.big_orders as select id, total from shop.orders where total > 100;
  create function public.add_numbers(a int, b int) returns int language sql immutable as 'select a + b';
  insert into public.customers (email, age) values ('ada@example.test', 36) returning id, email, tier`

async function loadRoutes() {
  return {
    query: (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST,
    schemas: (await import('@/app/api/platform/pg-meta/[ref]/schemas/route')).GET,
    tables: (await import('@/app/api/platform/pg-meta/[ref]/tables/route')).GET,
    rowCount: (await import('@/app/api/platform/pg-meta/[ref]/tables/row-count/route')).GET,
    views: (await import('@/app/api/platform/pg-meta/[ref]/views/route')).GET,
    functions: (await import('@/app/api/platform/pg-meta/[ref]/functions/route')).GET,
    roles: (await import('@/app/api/platform/pg-meta/[ref]/roles/route')).GET,
    extensions: await import('@/app/api/platform/pg-meta/[ref]/extensions/route'),
    closeAllDatabases: (await import('@/lib/server/db/registry')).closeAllDatabases,
  }
}

const project = { params: { ref: 'default' } }

describe.each(TEST_BACKENDS)('pg-meta routes on $name', ({ name }) => {
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  let cleanup: () => Promise<void>
  const sql = (query: string, headers: Record<string, string> = {}) =>
    callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, body: { query }, headers })

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    routes = await loadRoutes()
    cleanup = async () => {
      await routes.closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
    const setup = await sql(SETUP_SQL)
    expect(setup).toMatchObject({ status: 200, body: [{ id: '1', email: 'ada@example.test', tier: 'free' }] })
  })
  afterAll(() => cleanup?.())

  it('answers a query with the rows of its last statement', async () => {
    const response = await sql("select 1 as one; select email, age, tier from public.customers where email like 'ada%'")
    expect(response).toMatchObject({ status: 200, body: [{ email: 'ada@example.test', age: 36, tier: 'free' }] })
  })

  it('answers a Postgres error with its message, SQLSTATE and position as JSON', async () => {
    const response = await sql('select *\nfrom missing_table')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: 'relation "missing_table" does not exist',
      code: '42P01',
      position: 15,
      formattedError: 'ERROR:  42P01: relation "missing_table" does not exist\nLINE 2: from missing_table\n             ^',
    })
    expect((await sql('selec 1')).body).toMatchObject({ code: '42601', message: 'syntax error at or near "selec"', position: 1 })
  })

  it('refuses bad bodies with a clear JSON message', async () => {
    const badJson = await callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, rawBody: '{"query": ' })
    expect(badJson.status).toBe(400)
    expect(badJson.body).toMatchObject({ message: expect.stringContaining('The request body is not valid JSON') })
    const missing = await callRoute(routes.query, 'POST', '/pg-meta/default/query', { ...project, body: { sql: 'select 1' } })
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringContaining('Invalid request body: query:') } })
  })

  it('refuses a query body over the size limit with 413', async () => {
    const response = await sql(`select '${'x'.repeat(1_048_576)}'`)
    expect(response).toEqual({
      status: 413,
      headers: expect.any(Headers),
      body: { message: 'Query is too large: the limit is 1048576 bytes' },
    })
  })

  it('answers 404 for a project that does not exist', async () => {
    const response = await callRoute(routes.query, 'POST', '/pg-meta/nope/query', { params: { ref: 'nope' }, body: { query: 'select 1' } })
    expect(response).toMatchObject({ status: 404, body: { message: 'Project "nope" not found' } })
  })

  it('refuses a query posted from another site but accepts same-origin and Origin-less calls', async () => {
    expect((await sql('select 1 as ok', { origin: 'https://evil.example' })).status).toBe(403)
    expect((await sql('select 1 as ok', { origin: 'http://localhost' })).body).toEqual([{ ok: 1 }])
  })

  it('lists tables with columns, composite primary keys and relationships across schemas', async () => {
    const response = await callRoute(routes.tables, 'GET', '/pg-meta/default/tables?included_schemas=public,shop', project)
    expect(response.status).toBe(200)
    const tables = response.body as { schema: string; name: string; columns: { name: string }[] }[]
    expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(['public.customers', 'shop.orders'])
    const [customers, orders] = tables as unknown as Record<string, unknown>[]

    const relationship = {
      constraint_name: 'orders_customer_id_fkey',
      source_schema: 'shop',
      source_table_name: 'orders',
      source_column_name: 'customer_id',
      target_table_schema: 'public',
      target_table_name: 'customers',
      target_column_name: 'id',
    }
    expect(orders).toMatchObject({
      comment: 'Orders',
      rls_enabled: false,
      primary_keys: [
        { schema: 'shop', table_name: 'orders', name: 'id' },
        { schema: 'shop', table_name: 'orders', name: 'line' },
      ],
      relationships: [relationship],
    })
    expect(customers).toMatchObject({ live_rows_estimate: expect.any(Number), size: expect.any(String), relationships: [relationship] })

    const columns = Object.fromEntries((customers.columns as { name: string }[]).map((column) => [column.name, column]))
    expect(columns.id).toMatchObject({
      id: `${customers.id}.1`,
      table_id: customers.id,
      schema: 'public',
      table: 'customers',
      ordinal_position: 1,
      data_type: 'bigint',
      format: 'int8',
      is_identity: true,
      identity_generation: 'ALWAYS',
      is_nullable: false,
      default_value: null,
    })
    expect(columns.email).toMatchObject({ data_type: 'text', is_unique: true, is_nullable: false, comment: 'Where receipts go' })
    expect(columns.age).toMatchObject({ data_type: 'integer', check: 'age > 0', is_nullable: true, is_unique: false })
    expect(columns.tier).toMatchObject({ default_value: "'free'::text", enums: [] })

    // The DDL export (SPEC §3) reads this very shape.
    const ddl = generateSchemaDdl(response.body as DdlTable[])
    expect(ddl).toContain(
      'CREATE TABLE public.customers (\n  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,\n  email text NOT NULL UNIQUE,\n' +
        "  age integer CHECK (age > 0),\n  tier text DEFAULT 'free'::text,\n  CONSTRAINT customers_pkey PRIMARY KEY (id)\n);"
    )
    expect(ddl).toContain(
      '  CONSTRAINT orders_pkey PRIMARY KEY (id, line),\n' +
        '  CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id)\n);'
    )
  })

  it('filters schemas, views and functions by schema', async () => {
    const schemas = await callRoute(routes.schemas, 'GET', '/pg-meta/default/schemas', project)
    const names = (schemas.body as { name: string }[]).map((schema) => schema.name)
    expect(names).toEqual(expect.arrayContaining(['public', 'shop']))
    expect(names).not.toContain('pg_catalog')
    const withSystem = await callRoute(routes.schemas, 'GET', '/pg-meta/default/schemas?include_system_schemas=true', project)
    expect((withSystem.body as { name: string }[]).map((schema) => schema.name)).toContain('pg_catalog')
    const withoutShop = await callRoute(routes.schemas, 'GET', '/pg-meta/default/schemas?excluded_schemas=shop', project)
    expect((withoutShop.body as { name: string }[]).map((schema) => schema.name)).not.toContain('shop')

    const views = await callRoute(routes.views, 'GET', '/pg-meta/default/views?included_schemas=shop', project)
    expect(views.body).toMatchObject([{ schema: 'shop', name: 'big_orders', is_updatable: true, columns: [{ name: 'id' }, { name: 'total' }] }])

    const functions = await callRoute(routes.functions, 'GET', '/pg-meta/default/functions?included_schemas=public', project)
    expect(functions.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'add_numbers',
          language: 'sql',
          argument_types: 'a integer, b integer',
          return_type: 'integer',
          behavior: 'IMMUTABLE',
          security_definer: false,
        }),
      ])
    )
  })

  it('lists roles with the connected superuser', async () => {
    const [{ name: currentUser }] = (await sql('select current_user as name')).body as { name: string }[]
    const roles = await callRoute(routes.roles, 'GET', '/pg-meta/default/roles', project)
    expect(roles.body).toEqual(expect.arrayContaining([expect.objectContaining({ name: currentUser, is_superuser: true, can_login: true })]))
  })

  it('enables and disables an extension', async () => {
    const list = await callRoute(routes.extensions.GET, 'GET', '/pg-meta/default/extensions', project)
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'citext', installed_version: null, schema: null })]))

    const created = await callRoute(routes.extensions.POST, 'POST', '/pg-meta/default/extensions', {
      ...project,
      body: { name: 'citext', schema: 'public' },
    })
    expect(created).toMatchObject({ status: 200, body: { name: 'citext', schema: 'public', installed_version: expect.any(String) } })
    expect((await sql("select 'ADA'::citext = 'ada' as is_equal")).body).toEqual([{ is_equal: true }])

    const dropped = await callRoute(routes.extensions.DELETE, 'DELETE', '/pg-meta/default/extensions?id=citext&cascade=true', project)
    expect(dropped).toMatchObject({ status: 200, body: { name: 'citext', installed_version: null } })
    expect((await sql("select 'ADA'::citext")).body).toMatchObject({ code: '42704' })
  })

  it('counts small tables exactly and estimates big ones', async () => {
    const exact = await callRoute(routes.rowCount, 'GET', '/pg-meta/default/tables/row-count?schema=public&table=customers', project)
    expect(exact).toMatchObject({ status: 200, body: { count: 1, is_estimate: false } })

    // Pretend ANALYZE saw a big table (we are superuser): the count must come from the statistics.
    await sql("create table public.events (id int); update pg_class set reltuples = 120000 where oid = 'public.events'::regclass")
    const estimated = await callRoute(routes.rowCount, 'GET', '/pg-meta/default/tables/row-count?schema=public&table=events', project)
    expect(estimated).toMatchObject({ status: 200, body: { count: 120000, is_estimate: true } })

    const missing = await callRoute(routes.rowCount, 'GET', '/pg-meta/default/tables/row-count?schema=public&table=nope', project)
    expect(missing).toMatchObject({ status: 404, body: { message: 'Table "public"."nope" does not exist' } })
  })
})
