import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  buildRowsQuery,
  cursorFromRow,
  orderTerms,
  type ColumnShape,
  type OrderTerm,
  type PageDirection,
} from '@/lib/table-editor/keyset'
import type { Filter, Sort, TableRow } from '@/lib/table-editor/types'

import { createTestDatabase } from './pglite'

const SCHEMA = 'public'
const TABLE = `it's "odd"`
const WEIRD = 'we"ird col'
const COLUMNS = ['id', 'name', 'score', WEIRD]
const SHAPES = new Map<string, ColumnShape>([
  ['id', { isNullable: false, kind: 'number' }],
  ['name', { isNullable: true, kind: 'text' }],
  ['score', { isNullable: true, kind: 'number' }],
  [WEIRD, { isNullable: true, kind: 'text' }],
])
const PAGE = 7

let db: PGlite

beforeAll(async () => {
  db = await createTestDatabase()
  await db.exec(`
    create table "it's ""odd""" (id int primary key, name text, score int, "we""ird col" text);
    insert into "it's ""odd""" (id, name, score, "we""ird col")
      select i,
             case when i % 4 = 0 then null else 'n' || ((i * 3) % 5) end,
             case when i % 5 = 0 then null else (i * 7) % 6 end,
             case when i % 3 = 0 then null else 'w' || (i % 2) end
      from generate_series(1, 57) as i;
    create table pairs (a int, b text, note text, primary key (a, b));
    insert into pairs select i % 4, 'b' || (i % 9), 'x' from generate_series(1, 30) as i on conflict do nothing;
    create table heap (v int);
    insert into heap select (i * 13) % 10 from generate_series(1, 40) as i;
  `)
})
afterAll(async () => {
  await db.close()
})

interface PagingCase {
  table: string
  columns: string[]
  terms: OrderTerm[]
  filters?: Filter[]
}

/** Reads every page in one direction, following cursors, and returns the rows in display order. */
async function readAllPages({ table, columns, terms, filters = [] }: PagingCase, direction: PageDirection) {
  const pages: TableRow[][] = []
  let cursor: unknown[] | null = null
  for (let guard = 0; guard < 100; guard++) {
    const sql = buildRowsQuery({ schema: SCHEMA, table, columns, terms, filters, pageDirection: direction, cursor, limit: PAGE })
    const { rows } = await db.query<TableRow>(sql)
    const page = rows.slice(0, PAGE)
    pages.push(direction === 'forward' ? page : [...page].reverse())
    if (rows.length <= PAGE) break
    cursor = cursorFromRow(page[page.length - 1], terms)
  }
  const ordered = direction === 'forward' ? pages : [...pages].reverse()
  return ordered.flat()
}

const idsOf = (rows: TableRow[]) => rows.map((row) => row.id)

async function expectedIds(orderBy: string, where = 'true'): Promise<unknown[]> {
  const { rows } = await db.query<TableRow>(`select id from "it's ""odd""" where ${where} order by ${orderBy}`)
  return idsOf(rows)
}

const termsFor = (sorts: Sort[], primaryKey = ['id']) => orderTerms({ primaryKey, sorts, columns: SHAPES })

describe('keyset pagination against Postgres', () => {
  const cases: { name: string; sorts: Sort[]; orderBy: string; filters?: Filter[]; where?: string }[] = [
    { name: 'primary key only', sorts: [], orderBy: 'id' },
    { name: 'nullable column ascending', sorts: [{ column: 'score', direction: 'asc' }], orderBy: 'score asc, id' },
    { name: 'nullable column descending', sorts: [{ column: 'score', direction: 'desc' }], orderBy: 'score desc, id' },
    {
      name: 'two sorts with mixed directions',
      sorts: [
        { column: 'name', direction: 'desc' },
        { column: 'score', direction: 'asc' },
      ],
      orderBy: 'name desc, score asc, id',
    },
    { name: 'primary key descending', sorts: [{ column: 'id', direction: 'desc' }], orderBy: 'id desc' },
    {
      name: 'a quoted column, filtered',
      sorts: [{ column: WEIRD, direction: 'asc' }],
      orderBy: '"we""ird col" asc, id',
      filters: [{ column: 'score', operator: 'gte', value: '2' }],
      where: 'score >= 2',
    },
  ]

  for (const testCase of cases) {
    it(`${testCase.name}: forward pages and backward pages both equal one ORDER BY`, async () => {
      const paging = { table: TABLE, columns: COLUMNS, terms: termsFor(testCase.sorts), filters: testCase.filters }
      const expected = await expectedIds(testCase.orderBy, testCase.where)
      expect(expected.length).toBeGreaterThan(PAGE * 2)
      expect(idsOf(await readAllPages(paging, 'forward'))).toEqual(expected)
      expect(idsOf(await readAllPages(paging, 'backward'))).toEqual(expected)
    })
  }

  it('pages a composite primary key with one row comparison', async () => {
    const terms = orderTerms({ primaryKey: ['a', 'b'], sorts: [], columns: new Map() })
    const rows = await readAllPages({ table: 'pairs', columns: ['a', 'b', 'note'], terms }, 'forward')
    const { rows: all } = await db.query<TableRow>('select a, b, note from pairs order by a, b')
    expect(rows).toEqual(all)
    const sql = buildRowsQuery({
      schema: SCHEMA,
      table: 'pairs',
      columns: ['a'],
      terms,
      filters: [],
      pageDirection: 'forward',
      cursor: [1, 'b2'],
    })
    expect(sql).toContain(`("a", "b") > ('1', 'b2')`)
  })

  it('orders a table without a primary key by ctid, and says so by selecting it', async () => {
    const terms = orderTerms({ primaryKey: [], sorts: [], columns: new Map() })
    expect(terms.map((term) => term.column)).toEqual(['ctid'])
    const paging = { table: 'heap', columns: ['v'], terms }
    const forward = await readAllPages(paging, 'forward')
    const { rows: all } = await db.query<TableRow>('select ctid, v from heap order by ctid')
    expect(forward).toEqual(all)
    expect(await readAllPages(paging, 'backward')).toEqual(all)
  })

  it('asks for one page (plus one row to detect more) with no OFFSET', () => {
    const sql = buildRowsQuery({
      schema: SCHEMA,
      table: 'big',
      columns: ['id', 'title'],
      terms: termsFor([]),
      filters: [],
      pageDirection: 'forward',
    })
    expect(sql).toBe('select "id", "title" from "public"."big" order by "id" asc nulls last limit 101')
    const last = buildRowsQuery({
      schema: SCHEMA,
      table: 'big',
      columns: ['id'],
      terms: termsFor([]),
      filters: [],
      pageDirection: 'backward',
    })
    expect(last).toBe('select "id" from "public"."big" order by "id" desc nulls first limit 101')
    expect(
      buildRowsQuery({
        schema: SCHEMA,
        table: 'big',
        columns: ['id'],
        terms: termsFor([]),
        filters: [],
        pageDirection: 'forward',
        cursor: [100],
      })
    ).toBe(`select "id" from "public"."big" where ("id" > '100') order by "id" asc nulls last limit 101`)
  })
})
