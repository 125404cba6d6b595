/**
 * The Users page on 100,000 users (the auth schema as GoTrue creates it, in a database of its own
 * registered as an extra self-hosted project): its first page and a search through the query
 * endpoint against the same SQL run directly on the server, and page 1,000 (by keyset) against page 1.
 */
import pg from 'pg'

import { buildUsersPageSql, USERS_PAGE_SIZE } from '../../lib/auth-users/users-sql'
import { AUTH_SCHEMA_SQL, authUsersSeedSql } from '../../mock-platform/auth-schema'

import { log, pairedMedianMs } from './processes'

export const AUTH_BENCH_USERS = 100_000
export const AUTH_BENCH_REF = 'authbench'
const RUNS = 15

export interface AuthUsersFigures {
  users: number
  runs: number
  firstPage: { endpointMs: number; bareMs: number; ratio: number }
  search: { endpointMs: number; bareMs: number; ratio: number }
  /** Page 1,000 (after 49,950 users) by keyset, against page 1, both through the endpoint. */
  deepPage: { page: number; pageMs: number; firstPageMs: number; ratio: number }
}

/** Creates the bench database with 100,000 users; the server must be started after, with SELF_HOSTED_PROJECTS naming it. */
export async function prepareAuthBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `bench_auth_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.query(`create database ${database}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  log(`Creating ${AUTH_BENCH_USERS.toLocaleString('en')} auth users in ${database} …`)
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(AUTH_SCHEMA_SQL)
  await client.query(authUsersSeedSql(AUTH_BENCH_USERS))
  await client.end()
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${database} with (force)`).catch(() => undefined)
      await cleanup.end()
    },
  }
}

export async function measureAuthUsers({ baseUrl, databaseUrl }: { baseUrl: string; databaseUrl: string }): Promise<AuthUsersFigures> {
  const api = `${baseUrl}/dashboard/api/platform/pg-meta/${AUTH_BENCH_REF}/query`
  const direct = new pg.Client({ connectionString: databaseUrl, application_name: 'dashboard-bench' })
  await direct.connect()
  const endpoint = async (sql: string) => {
    const response = await fetch(`${api}?key=auth-users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: sql }) })
    if (!response.ok) throw new Error(`query endpoint answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>[]
  }
  try {
    const firstPageSql = buildUsersPageSql({})
    const searchSql = buildUsersPageSql({ search: 'user4242' })
    if ((await endpoint(firstPageSql)).length !== USERS_PAGE_SIZE) throw new Error('the first page is not full')
    // Page 1,000's cursor: the sort key and id of the last user of page 999.
    const deepPage = 1000
    const { rows } = await direct.query<{ sort_key: string; id: string }>(
      `select coalesce(u.created_at, '-infinity'::timestamptz)::text as sort_key, u.id from auth.users u
       order by coalesce(u.created_at, '-infinity'::timestamptz) desc, u.id desc offset ${(deepPage - 1) * USERS_PAGE_SIZE - 1} limit 1`
    )
    const deepPageSql = buildUsersPageSql({ cursor: { value: rows[0].sort_key, id: rows[0].id } })
    if ((await endpoint(deepPageSql)).length !== USERS_PAGE_SIZE) throw new Error('page 1,000 is not full')

    log('Timing the users list: first page, search, page 1,000 …')
    const [firstEndpointMs, firstBareMs] = await pairedMedianMs(() => endpoint(firstPageSql), () => direct.query(firstPageSql), { runs: RUNS, warmup: 3 })
    const [searchEndpointMs, searchBareMs] = await pairedMedianMs(() => endpoint(searchSql), () => direct.query(searchSql), { runs: RUNS, warmup: 3 })
    const [deepMs, firstMs] = await pairedMedianMs(() => endpoint(deepPageSql), () => endpoint(firstPageSql), { runs: RUNS, warmup: 3 })
    return {
      users: AUTH_BENCH_USERS,
      runs: RUNS,
      firstPage: { endpointMs: firstEndpointMs, bareMs: firstBareMs, ratio: firstEndpointMs / firstBareMs },
      search: { endpointMs: searchEndpointMs, bareMs: searchBareMs, ratio: searchEndpointMs / searchBareMs },
      deepPage: { page: deepPage, pageMs: deepMs, firstPageMs: firstMs, ratio: deepMs / firstMs },
    }
  } finally {
    await direct.end()
  }
}

/** The largest ratio a list figure may reach against the same bare SQL (issue 25). */
export const AUTH_USERS_MAX_RATIO = 1.5

export function formatAuthUsers(figures: AuthUsersFigures): string {
  const { firstPage, search, deepPage } = figures
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
  return [
    `users list of ${figures.users.toLocaleString('en')} users (medians of ${figures.runs}, alternating):`,
    `  first page ${ms(firstPage.endpointMs)} vs the same SQL direct ${ms(firstPage.bareMs)}: ratio ${firstPage.ratio.toFixed(2)}× (limit ${AUTH_USERS_MAX_RATIO}×)`,
    `  search ${ms(search.endpointMs)} vs the same SQL direct ${ms(search.bareMs)}: ratio ${search.ratio.toFixed(2)}× (limit ${AUTH_USERS_MAX_RATIO}×)`,
    `  page ${deepPage.page.toLocaleString('en')} by keyset ${ms(deepPage.pageMs)} vs page 1 ${ms(deepPage.firstPageMs)}: ratio ${deepPage.ratio.toFixed(2)}×`,
  ].join('\n')
}

export function authUsersFailures(figures: AuthUsersFigures): string[] {
  const failures: string[] = []
  if (figures.firstPage.ratio > AUTH_USERS_MAX_RATIO) failures.push(`users first page ${figures.firstPage.ratio.toFixed(2)}× the bare SQL`)
  if (figures.search.ratio > AUTH_USERS_MAX_RATIO) failures.push(`users search ${figures.search.ratio.toFixed(2)}× the bare SQL`)
  if (figures.deepPage.ratio > AUTH_USERS_MAX_RATIO) failures.push(`users page 1,000 ${figures.deepPage.ratio.toFixed(2)}× page 1`)
  return failures
}
