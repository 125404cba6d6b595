import { orderTerms, buildExportQuery } from '@/lib/table-editor/keyset'
import { createBatchEncoder, tableExportFileName } from '@/lib/table-editor/table-export'

import { useServerEnv } from '../server/helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from '../server/helpers/test-databases'

type RouteHandler = (request: Request, context: { params: Promise<{ ref: string }> }) => Promise<Response>

const columns = new Map([
  ['id', { isNullable: false, kind: 'number' as const }],
  ['label', { isNullable: true, kind: 'text' as const }],
])
const terms = orderTerms({ primaryKey: ['id'], sorts: [{ column: 'label', direction: 'desc' }], columns })
const FILTERED = {
  schema: 'public',
  table: 'export "items"',
  columns: ['id', 'label'],
  terms,
  filters: [{ column: 'id', operator: 'lte' as const, value: '2500' }],
}

describe('table export builders', () => {
  it('selects the grid filter and sort with no cursor and no limit, names quoted', () => {
    expect(buildExportQuery(FILTERED)).toBe(
      `select "id", "label" from "public"."export ""items""" where (("id" <= '2500')) ` +
        'order by "label" desc nulls first, "id" asc nulls last'
    )
  })

  it('encodes batches as the server does: CSV lines with NULL empty, JSON with only the named columns', () => {
    const csv = createBatchEncoder('csv', ['id', 'label'])
    expect(csv.start() + csv.batch([{ id: 1, label: 'a,"b"' }, { id: 2, label: null }]) + csv.end()).toBe(
      'id,label\r\n1,"a,""b"""\r\n2,\r\n'
    )
    const json = createBatchEncoder('json', ['id'])
    const text = json.start() + json.batch([{ id: 1, ctid: '(0,1)' }]) + json.batch([]) + json.batch([{ id: 2, ctid: '(0,2)' }]) + json.end()
    expect(JSON.parse(text)).toEqual([{ id: 1 }, { id: 2 }])
    const empty = createBatchEncoder('json', ['id'])
    expect(JSON.parse(empty.start() + empty.batch([]) + empty.end())).toEqual([])
  })

  it('names the file after the table with only safe characters', () => {
    expect(tableExportFileName('public', 'export "items"', 'csv', new Date('2025-01-31T12:00:00Z'))).toBe(
      'public.export__items_-2025-01-31T12-00-00.csv'
    )
  })
})

// The table editor's export through the self-hosted streamed route, compared with the database.
describe.each(TEST_BACKENDS)('table editor export on $name', ({ name }) => {
  let exportRoute: RouteHandler
  let queryRoute: RouteHandler
  let cleanup: () => Promise<void>

  const post = (route: RouteHandler, path: string, body: Record<string, unknown> | URLSearchParams) => {
    const isForm = body instanceof URLSearchParams
    return route(
      new Request(`http://localhost/dashboard/api/platform/pg-meta/default/${path}`, {
        method: 'POST',
        headers: { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: isForm ? body.toString() : JSON.stringify(body),
      }),
      { params: Promise.resolve({ ref: 'default' }) }
    )
  }
  const runSql = async (query: string) => {
    const response = await post(queryRoute, 'query', { query })
    expect(response.status).toBe(200)
    return (await response.json()) as Record<string, unknown>[]
  }

  beforeAll(async () => {
    const dir = makeTempDir('table-export-')
    const server = name === 'postgres' ? await createServerDatabase() : null
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    exportRoute = (await import('@/app/api/platform/pg-meta/[ref]/export/route')).POST as unknown as RouteHandler
    queryRoute = (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST as unknown as RouteHandler
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    cleanup = async () => {
      await closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
    await runSql(
      `create table public."export ""items""" (id int primary key, label text);
       insert into public."export ""items""" select g, case when g % 10 = 0 then null else 'label ' || (g % 37) end from generate_series(1, 6000) g`
    )
  }, 120_000)
  afterAll(() => cleanup?.())

  it('downloads the filtered, sorted rows as the database orders them, under the table name', async () => {
    const query = buildExportQuery(FILTERED)
    const fileName = tableExportFileName('public', 'export "items"', 'csv')
    const response = await post(exportRoute, 'export', new URLSearchParams({ query, format: 'csv', fileName }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
    const lines = (await response.text()).split('\r\n').slice(0, -1)

    const expected = await runSql(
      `select id, label from public."export ""items""" where id <= 2500 order by label desc nulls first, id`
    )
    expect(lines).toHaveLength(2501)
    expect(lines[0]).toBe('id,label')
    expect(lines.slice(1)).toEqual(expected.map((row) => `${String(row.id)},${row.label === null ? '' : String(row.label)}`))
  }, 60_000)

  it('streams JSON of the same rows, and refuses a file name that would need quoting', async () => {
    const response = await post(exportRoute, 'export', { query: buildExportQuery(FILTERED), format: 'json' })
    const rows = (await response.json()) as { id: number; label: string | null }[]
    expect(rows).toHaveLength(2500)
    expect(rows[0].label).toBeNull()

    const refused = await post(exportRoute, 'export', { query: 'select 1', format: 'csv', fileName: 'a"b.csv' })
    expect(refused.status).toBe(400)
  })
})
