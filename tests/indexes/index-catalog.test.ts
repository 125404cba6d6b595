import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PgIndex } from '@/lib/api/types'
import { indexHints } from '@/lib/indexes/index-hints'
import { buildIndexStatsSql, type IndexStats } from '@/lib/indexes/index-stats-sql'
import { indexesSql } from '@/lib/pg-meta/indexes-sql'

/** The stats query and the hints over a real catalogue (in-memory PGlite), with an awkward schema name. */
let db: PGlite
const SCHEMA = `it's "odd"`

beforeAll(async () => {
  db = new PGlite()
  await db.waitReady
  await db.exec(`
    create schema "it's ""odd""";
    create table "it's ""odd""".orders (id int primary key, customer int, code text unique, note text);
    create index by_customer on "it's ""odd""".orders (customer);
    create index by_customer_again on "it's ""odd""".orders using btree (customer);
    create index by_lower_note on "it's ""odd""".orders (lower(note));
    create index by_lower_note_too on "it's ""odd""".orders (lower(note));
    create index by_upper_note on "it's ""odd""".orders (upper(note));
    create table public.elsewhere (id int primary key);
  `)
}, 60_000)
afterAll(() => db?.close())

describe('index statistics and hints on a real catalogue', () => {
  it('reads the size of every index in the schema and pairs the duplicates, expressions included', async () => {
    const stats = (await db.query<IndexStats>(buildIndexStatsSql(SCHEMA))).rows
    const indexes = (await db.query<PgIndex>(indexesSql('n.nspname = $1'), [SCHEMA])).rows
    expect(stats).toHaveLength(indexes.length)
    expect(indexes.map((index) => index.name).sort()).toEqual(['by_customer', 'by_customer_again', 'by_lower_note', 'by_lower_note_too', 'by_upper_note', 'orders_code_key', 'orders_pkey'])
    for (const row of stats) expect(row).toEqual({ id: expect.any(Number), size_bytes: expect.any(Number), scans: 0 })
    expect(stats.every((row) => row.size_bytes > 0)).toBe(true)

    const hints = indexHints(indexes, stats)
    const hintOf = (name: string) => hints.get(indexes.find((index) => index.name === name)!.id)
    expect(hintOf('by_customer')).toEqual({ isUnused: true, duplicateOf: ['by_customer_again'] })
    expect(hintOf('by_lower_note_too')?.duplicateOf).toEqual(['by_lower_note'])
    expect(hintOf('by_upper_note')?.duplicateOf).toEqual([])
    expect(hintOf('orders_pkey')).toEqual({ isUnused: false, duplicateOf: [] })
    expect(hintOf('orders_code_key')?.isUnused).toBe(false)
  })
})
