import type { PGlite } from '@electric-sql/pglite'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { importCsvIntoTable, type CsvImportInput } from '@/data/table-rows/csv-import'
import { autoMapHeaders } from '@/lib/table-editor/import/column-mapping'
import { toImportColumn, type ImportColumnSource } from '@/lib/table-editor/import/value-checks'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestPlatform, PROJECT_REF } from './harness'
import { createTestDatabase } from './pglite'

let db: PGlite
const statements: string[] = []

beforeAll(async () => {
  db = await createTestDatabase()
  await db.exec(`create type public.mood as enum ('happy', 'sad');
    create table public.people (id int primary key, name text not null, born date, mood public.mood, tags text[], created timestamptz default now())`)
}, 60_000)
afterAll(async () => {
  await db?.close()
})

beforeEach(async () => {
  statements.length = 0
  await db.exec('truncate public.people')
  configureTestPlatform()
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      try {
        const results = await db.exec(query)
        return HttpResponse.json(results.at(-1)?.rows ?? [])
      } catch (error) {
        const { message, code } = error as { message: string; code: string }
        // The platform's server rolls back an open transaction when a statement fails.
        await db.exec('rollback').catch(() => {})
        return HttpResponse.json({ message, code }, { status: 400 })
      }
    })
  )
})

const source = (name: string, format: string, overrides: Partial<ImportColumnSource> = {}): ImportColumnSource => ({
  name,
  data_type: format.startsWith('_') ? 'ARRAY' : format,
  format,
  is_nullable: true,
  is_identity: false,
  default_value: null,
  enums: [],
  ...overrides,
})
const columns = new Map(
  [
    source('id', 'int4', { is_nullable: false }),
    source('name', 'text', { is_nullable: false }),
    source('born', 'date'),
    source('mood', 'mood', { data_type: 'USER-DEFINED', enums: ['happy', 'sad'] }),
    source('tags', '_text'),
    source('created', 'timestamptz', { is_nullable: false, default_value: 'now()' }),
  ].map((column) => [column.name, toImportColumn(column)])
)

function importText(text: string, overrides: Partial<CsvImportInput> = {}) {
  const header = text.slice(0, text.search(/\r?\n/)).split(',')
  return importCsvIntoTable(
    {
      projectRef: PROJECT_REF,
      schema: 'public',
      table: 'people',
      file: new Blob([text]),
      mapping: autoMapHeaders(header, [...columns.keys()]),
      columns,
      skipBadRows: false,
      signal: new AbortController().signal,
      onProgress: () => {},
      ...overrides,
    },
    { client: new QueryClient() }
  )
}

const people = async () => (await db.query<{ id: number; name: string }>('select id, name from public.people order by id')).rows
const leftovers = async () =>
  (await db.query<{ n: number }>(`select count(*)::int as n from pg_tables where tablename like 'dashboard_import_%'`)).rows[0].n

const CSV = [
  '\uFEFFID,Name,born,mood,tags',
  '1,Ann,1990-01-31,happy,"{a,b}"',
  '2,"Bea ""B"" O\'Neil",,sad,"[""x"",""y z""]"',
  '3,Cy,1990-02-30,happy,',
  '4,,2000-01-01,sad,',
  '5,Dee,2001-05-05,angry,',
  '6,"Eve',
  'two lines",2002-02-02,,',
].join('\r\n')

describe('CSV import into an existing table (PGlite behind the query endpoint)', () => {
  it('rejects the whole file by default: every bad row listed with its line and reason, nothing left', async () => {
    const outcome = await importText(CSV)
    expect(outcome).toEqual({
      status: 'rejected',
      badRows: 3,
      errors: [
        { line: 4, reason: 'born: "1990-02-30" is not a date (YYYY-MM-DD)' },
        { line: 5, reason: 'name is required (NOT NULL, no default)' },
        { line: 6, reason: 'mood: "angry" is not one of happy, sad' },
      ],
    })
    expect(await people()).toEqual([])
    expect(await leftovers()).toBe(0)
  })

  it('with "skip bad rows" imports the others in file order, in one final transaction', async () => {
    const outcome = await importText(CSV, { skipBadRows: true })
    expect(outcome).toMatchObject({ status: 'imported', rows: 3, badRows: 3 })
    expect(await people()).toEqual([
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bea "B" O\'Neil' },
      { id: 6, name: 'Eve\r\ntwo lines' },
    ])
    const tags = (await db.query<{ tags: string[] | null }>('select tags from public.people order by id')).rows.map((row) => row.tags)
    expect(tags).toEqual([['a', 'b'], ['x', 'y z'], null])
    expect(statements.at(-1)).toMatch(/^begin;\ninsert into "public"\."people" \("id", "name", "born", "mood", "tags"\) select .* order by "__import_line";\ndrop table .*;\ncommit;$/s)
    expect(await leftovers()).toBe(0)
  })

  it('leaves nothing when the final move fails on a constraint (a duplicate key)', async () => {
    await db.exec(`insert into public.people (id, name) values (2, 'already here')`)
    await expect(importText('id,name\n1,a\n2,b\n')).rejects.toThrow(/duplicate key/)
    expect(await people()).toEqual([{ id: 2, name: 'already here' }])
    expect(await leftovers()).toBe(0)
  })

  it('sends batches and drops what was staged when cancelled', async () => {
    const lines = ['id,name', ...Array.from({ length: 30_000 }, (_, index) => `${index + 1},name ${index + 1}`)]
    const controller = new AbortController()
    const outcome = await importText(lines.join('\n'), {
      signal: controller.signal,
      onProgress: ({ rowsSent }) => {
        if (rowsSent > 0) controller.abort()
      },
    })
    expect(outcome).toEqual({ status: 'cancelled' })
    expect(await people()).toEqual([])
    expect(await leftovers()).toBe(0)
  })

  it('imports 30,000 rows in several multi-row batches', async () => {
    const lines = ['id,name', ...Array.from({ length: 30_000 }, (_, index) => `${index + 1},name ${index + 1}`)]
    const outcome = await importText(lines.join('\n'))
    expect(outcome).toMatchObject({ status: 'imported', rows: 30_000, badRows: 0 })
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.people')).rows[0].n).toBe(30_000)
    expect(statements.filter((sql) => sql.startsWith('insert into "public"."dashboard_import_')).length).toBeGreaterThan(1)
  }, 60_000)
})
