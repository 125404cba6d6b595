import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { responseSchemas } from '@/lib/api/schemas/response-schemas.generated'

import { callRoute, useServerEnv } from './helpers/routes'
import { createServerDatabase, makeTempDir } from './helpers/test-databases'

/**
 * The self-hosted server against openapi.yaml: every read route handler, called on a real PostgreSQL
 * database holding one object of each kind, answers with a body the browser's response check
 * (lib/api/schemas/response-schemas.generated.ts) accepts. A route that drifts from the contract would
 * otherwise only show in the browser, as "data of an unexpected shape".
 */

const SETUP_SQL = `
  create schema shop;
  create type shop.order_state as enum ('open', 'paid');
  create table shop.orders (
    id bigint generated always as identity primary key,
    customer text not null,
    state shop.order_state not null default 'open',
    total numeric(10, 2) check (total >= 0)
  );
  comment on table shop.orders is 'Orders';
  create index orders_customer_idx on shop.orders (customer);
  alter table shop.orders enable row level security;
  create policy "owners read" on shop.orders for select to public using (customer = current_user);
  create function shop.touch() returns trigger language plpgsql as 'begin return new; end';
  create trigger orders_touch before update on shop.orders for each row execute function shop.touch();
  create view shop.open_orders as select id, customer from shop.orders where state = 'open';
  create publication shop_changes for table shop.orders with (publish = 'insert, update');
  create materialized view shop.order_totals as select customer, sum(total) as total from shop.orders group by customer;
  create extension if not exists file_fdw;
  create server shop_files foreign data wrapper file_fdw;
  create foreign table shop.imported_orders (id int, customer text) server shop_files options (filename '/dev/null', format 'csv');
  insert into shop.orders (customer, total) values ('ada', 12.5)`

const SNIPPET = {
  id: '0d9c3f0e-7a41-4c55-8f0e-5b7f1c2a9e61',
  name: 'Open orders',
  description: null,
  type: 'sql',
  visibility: 'user',
  favorite: false,
  content: { sql: 'select * from shop.open_orders', schema_version: '1.0' },
}

const PROJECT = { ref: 'default' }
const ORGANIZATION = { slug: 'default-org-slug' }
const SHOP = 'included_schemas=shop'

/** Each read route: the operation it serves (its openapi.yaml key), its handler and a request. */
const READS = [
  { operation: 'GET /platform/profile', load: () => import('@/app/api/platform/profile/route'), path: '/profile' },
  { operation: 'GET /platform/profile/permissions', load: () => import('@/app/api/platform/profile/permissions/route'), path: '/profile/permissions' },
  { operation: 'GET /platform/organizations', load: () => import('@/app/api/platform/organizations/route'), path: '/organizations' },
  {
    operation: 'GET /platform/organizations/{slug}',
    load: () => import('@/app/api/platform/organizations/[slug]/route'),
    path: '/organizations/default-org-slug',
    params: ORGANIZATION,
  },
  {
    operation: 'GET /platform/organizations/{slug}/projects',
    load: () => import('@/app/api/platform/organizations/[slug]/projects/route'),
    path: '/organizations/default-org-slug/projects',
    params: ORGANIZATION,
  },
  { operation: 'GET /platform/projects', load: () => import('@/app/api/platform/projects/route'), path: '/projects' },
  { operation: 'GET /platform/projects/{ref}', load: () => import('@/app/api/platform/projects/[ref]/route'), path: '/projects/default', params: PROJECT },
  {
    operation: 'GET /platform/projects/{ref}/status',
    load: () => import('@/app/api/platform/projects/[ref]/status/route'),
    path: '/projects/default/status',
    params: PROJECT,
  },
  {
    operation: 'GET /platform/projects/{ref}/settings',
    load: () => import('@/app/api/platform/projects/[ref]/settings/route'),
    path: '/projects/default/settings',
    params: PROJECT,
  },
  {
    operation: 'GET /platform/projects/{ref}/content',
    load: () => import('@/app/api/platform/projects/[ref]/content/route'),
    path: '/projects/default/content?type=sql',
    params: PROJECT,
  },
  {
    operation: 'GET /platform/projects/{ref}/api/rest',
    load: () => import('@/app/api/platform/projects/[ref]/api/rest/route'),
    path: '/projects/default/api/rest',
    params: PROJECT,
  },
  {
    operation: 'GET /platform/projects/{ref}/analytics/endpoints/logs.all',
    load: () => import('@/app/api/platform/projects/[ref]/analytics/endpoints/logs.all/route'),
    path: `/projects/default/analytics/endpoints/logs.all?sql=${encodeURIComponent('select timestamp, event_message from postgres_logs limit 10')}`,
    params: PROJECT,
  },
  { operation: 'GET /platform/pg-meta/{ref}/schemas', load: () => import('@/app/api/platform/pg-meta/[ref]/schemas/route'), path: '/pg-meta/default/schemas', params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/tables', load: () => import('@/app/api/platform/pg-meta/[ref]/tables/route'), path: `/pg-meta/default/tables?${SHOP}`, params: PROJECT },
  {
    operation: 'GET /platform/pg-meta/{ref}/tables/row-count',
    load: () => import('@/app/api/platform/pg-meta/[ref]/tables/row-count/route'),
    path: '/pg-meta/default/tables/row-count?schema=shop&table=orders',
    params: PROJECT,
  },
  { operation: 'GET /platform/pg-meta/{ref}/columns', load: () => import('@/app/api/platform/pg-meta/[ref]/columns/route'), path: `/pg-meta/default/columns?${SHOP}`, params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/views', load: () => import('@/app/api/platform/pg-meta/[ref]/views/route'), path: `/pg-meta/default/views?${SHOP}`, params: PROJECT },
  {
    operation: 'GET /platform/pg-meta/{ref}/materialized-views',
    load: () => import('@/app/api/platform/pg-meta/[ref]/materialized-views/route'),
    path: `/pg-meta/default/materialized-views?${SHOP}&include_columns=true`,
    params: PROJECT,
  },
  {
    operation: 'GET /platform/pg-meta/{ref}/foreign-tables',
    load: () => import('@/app/api/platform/pg-meta/[ref]/foreign-tables/route'),
    path: `/pg-meta/default/foreign-tables?${SHOP}`,
    params: PROJECT,
  },
  { operation: 'GET /platform/pg-meta/{ref}/types', load: () => import('@/app/api/platform/pg-meta/[ref]/types/route'), path: `/pg-meta/default/types?${SHOP}`, params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/indexes', load: () => import('@/app/api/platform/pg-meta/[ref]/indexes/route'), path: `/pg-meta/default/indexes?${SHOP}`, params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/functions', load: () => import('@/app/api/platform/pg-meta/[ref]/functions/route'), path: `/pg-meta/default/functions?${SHOP}`, params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/policies', load: () => import('@/app/api/platform/pg-meta/[ref]/policies/route'), path: `/pg-meta/default/policies?${SHOP}`, params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/triggers', load: () => import('@/app/api/platform/pg-meta/[ref]/triggers/route'), path: `/pg-meta/default/triggers?${SHOP}`, params: PROJECT },
  {
    operation: 'GET /platform/pg-meta/{ref}/publications',
    load: () => import('@/app/api/platform/pg-meta/[ref]/publications/route'),
    path: '/pg-meta/default/publications',
    params: PROJECT,
  },
  { operation: 'GET /platform/pg-meta/{ref}/roles', load: () => import('@/app/api/platform/pg-meta/[ref]/roles/route'), path: '/pg-meta/default/roles', params: PROJECT },
  { operation: 'GET /platform/pg-meta/{ref}/extensions', load: () => import('@/app/api/platform/pg-meta/[ref]/extensions/route'), path: '/pg-meta/default/extensions', params: PROJECT },
] as const

/** Read routes this test does not call, and why. */
const NOT_CALLED: Record<string, string> = {
  // Answered by the storage service behind SUPABASE_URL, which this test does not run.
  'GET /platform/storage/{ref}/buckets': 'needs the storage service',
  // Answered by the auth server behind SUPABASE_URL: checked against the contract in auth-admin-routes.test.ts.
  'GET /platform/auth/{ref}/config': 'needs the auth server',
}

const API_DIR = join(process.cwd(), 'app', 'api', 'platform')

/** "GET /platform/pg-meta/{ref}/tables" for each route file under app/api/platform that exports GET. */
function readRouteOperations(): string[] {
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(`${sep}route.ts`) || file === 'route.ts')
  return files
    .filter((file) => /export (const|async function|function) GET\b/.test(readFileSync(join(API_DIR, file), 'utf8')))
    .map((file) => {
      const path = relative(API_DIR, join(API_DIR, file)).split(sep).slice(0, -1).join('/').replace(/\[([^\]]+)\]/g, '{$1}')
      return `GET /platform/${path}`
    })
    .sort()
}

function mismatch(operation: string, body: unknown): string | null {
  const schema = responseSchemas[operation]
  if (!schema) return `${operation} is not in openapi.yaml`
  const result = schema.safeParse(body)
  return result.success ? null : `${operation}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`
}

it('every self-hosted read route is either checked below or named with the reason it is not', () => {
  const covered = [...READS.map((read) => read.operation), ...Object.keys(NOT_CALLED)].sort()
  expect(readRouteOperations()).toEqual(covered)
})

describe.skipIf(!process.env.TEST_POSTGRES_URL)('self-hosted answers on PostgreSQL match openapi.yaml', () => {
  let cleanup: () => Promise<void>
  let query: (sql: string) => ReturnType<typeof callRoute>

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = await createServerDatabase()
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server.url })
    const queryRoute = (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST
    const content = await import('@/app/api/platform/projects/[ref]/content/route')
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    cleanup = async () => {
      await closeAllDatabases()
      await server.drop()
      dir.remove()
    }
    query = (sql) => callRoute(queryRoute, 'POST', '/pg-meta/default/query', { params: PROJECT, body: { query: sql } })
    expect((await query(SETUP_SQL)).status).toBe(200)
    const saved = await callRoute(content.PUT, 'PUT', '/projects/default/content', { params: PROJECT, body: SNIPPET })
    expect(saved.status).toBe(200)
    expect(mismatch('PUT /platform/projects/{ref}/content', saved.body)).toBeNull()
  })
  afterAll(() => cleanup?.())

  it('answers a query with rows of the contract', async () => {
    const response = await query('select id, customer, state, total from shop.orders')
    expect(response.status).toBe(200)
    expect(mismatch('POST /platform/pg-meta/{ref}/query', response.body)).toBeNull()
  })

  it.each(READS.map((read) => [read.operation, read] as const))('%s', async (operation, read) => {
    const handler = (await read.load()).GET
    const response = await callRoute(handler, 'GET', read.path, { params: 'params' in read ? read.params : {} })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    // Something to check: the setup made one object of each kind, so no list comes back empty.
    if (Array.isArray(response.body)) expect(response.body.length).toBeGreaterThan(0)
    expect(mismatch(operation, response.body)).toBeNull()
  })
})
