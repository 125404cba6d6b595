import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildIndexAdviceSql, proposeIndexes, readIndexAdvice, type IndexAdvice, type IndexAdviceRow } from '@/lib/advisors/index-proposals'
import { concurrentIndexStatement } from '@/lib/sql/transaction'

const serverUrl = process.env.TEST_POSTGRES_URL

const STATEMENT = 'select * from advice_fixture.orders where customer_id = $1 order by created_at desc limit $2'

describe.skipIf(!serverUrl)('the index advisor on PostgreSQL with hypopg (TEST_POSTGRES_URL)', () => {
  const database = `index_advice_test_${process.pid}`
  let admin: pg.Client
  let client: pg.Client

  // One simple-protocol request, as the query endpoint sends it: the rows of its last statement.
  async function advise(statement: string): Promise<IndexAdvice> {
    const proposed = proposeIndexes(statement)
    if (!proposed.ok) return proposed
    const results = (await client.query(buildIndexAdviceSql('public', statement, proposed.parameterCount, proposed.proposals))) as unknown as pg.QueryResult[]
    return readIndexAdvice(results[results.length - 1].rows as IndexAdviceRow[], proposed.proposals)
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${database}`
    client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await client.query(`
      create extension hypopg;
      create schema advice_fixture;
      create table advice_fixture.orders as
        select g as id, g % 500 as customer_id, now() - g * interval '1 minute' as created_at from generate_series(1, 50000) g;
      analyze advice_fixture.orders;`)
  })

  afterAll(async () => {
    await client?.end()
    await admin?.query(`drop database if exists ${database} with (force)`)
    await admin?.end()
  })

  it('plans the statement with each hypothetical index, cheapest first, and leaves none behind', async () => {
    const advice = await advise(STATEMENT)
    if (!advice.ok) throw new Error(advice.reason)
    expect(advice.candidates[0].proposal.columns).toEqual(['customer_id', 'created_at'])
    expect(advice.candidates[0].costAfter).toBeLessThan(advice.costBefore / 10)
    const { rows } = await client.query('select count(*)::int as n from hypopg_list_indexes')
    expect(rows[0].n).toBe(0)
    const prepared = await client.query('select count(*)::int as n from pg_prepared_statements')
    expect(prepared.rows[0].n).toBe(0)
  })

  it('says why a statement cannot be planned, without failing the request', async () => {
    expect(await advise('select * from advice_fixture.missing where id = $1')).toEqual({
      ok: false,
      reason: 'Postgres could not plan this statement: relation "advice_fixture.missing" does not exist',
    })
    const advice = await advise('select o.id from advice_fixture.orders o join pg_class c on c.oid = o.id where relname = $1')
    expect(advice).toMatchObject({ ok: true, unusable: expect.any(Number) })
  })

  it('creates the chosen index concurrently, and the statement then costs less', async () => {
    const before = await advise(STATEMENT)
    if (!before.ok) throw new Error(before.reason)
    await client.query(concurrentIndexStatement(before.candidates[0].proposal.createSql))
    const after = await advise(STATEMENT)
    if (!after.ok) throw new Error(after.reason)
    expect(after.costBefore).toBeLessThan(before.costBefore / 10)
    expect(after.costBefore).toBeCloseTo(before.candidates[0].costAfter, -1)
  })
})

describe('the index advisor on embedded PGlite', () => {
  let db: PGlite
  beforeAll(async () => {
    db = new PGlite()
    await db.waitReady
  })
  afterAll(async () => db?.close())

  it('finds no hypopg to offer, so the page says it is unavailable', async () => {
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from pg_available_extensions where name = 'hypopg'")
    expect(rows[0].n).toBe(0)
  })
})
