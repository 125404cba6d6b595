import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { buildTopQueriesSql, type TopQueryRow } from '@/lib/advisors/query-performance-sql'

import { withSelfHostedDatabase } from '../server/helpers/self-hosted-database'

/**
 * The Query performance advisor's SQL on the real pg_stat_statements (TEST_POSTGRES_URL; .ci/run
 * preloads it): the statements this test ran show up with their calls and timings.
 */
const hasServer = Boolean(process.env.TEST_POSTGRES_URL)
const table = `qp_marker_${randomBytes(4).toString('hex')}`

describe.skipIf(!hasServer)('query performance on pg_stat_statements (PostgreSQL)', () => {
  const database = withSelfHostedDatabase('postgres', async () => ({}), {
    setupSql: `create schema if not exists extensions; create extension if not exists pg_stat_statements schema extensions;
      create table public.${table} (id int primary key)`,
  })

  it('lists the statements run here with calls and timings', async () => {
    for (let call = 0; call < 3; call++) {
      expect((await database.sql(`select count(*) from public.${table} where id > ${call}`)).status).toBe(200)
    }
    // Many other statements run on this server: read well past the advisor's top 20 to find ours.
    const response = await database.sql(buildTopQueriesSql('extensions', 100_000))
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const mine = (response.body as TopQueryRow[]).filter((row) => row.query.includes(`from public.${table} where id >`))
    // bigint columns (calls, rows) arrive as text, as the page expects.
    expect(mine).toEqual([
      expect.objectContaining({ role: 'postgres', calls: '3', rows: '3', total_time_ms: expect.any(Number), mean_time_ms: expect.any(Number) }),
    ])
    expect((await database.sql(buildTopQueriesSql('extensions'))).body).toHaveLength(20)
  })
})
