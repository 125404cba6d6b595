import { useServerEnv } from '../server/helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from '../server/helpers/test-databases'

type RouteHandler = (request: Request, context: { params: Promise<{ ref: string }> }) => Promise<Response>

const ROW_COUNT = 200_000
const EXPORT_QUERY = `select g as id, 'row ' || g as label, (g % 7 = 0) as lucky from generate_series(1, ${ROW_COUNT}) as g order by g`

let POST: RouteHandler
let QUERY: RouteHandler

/** Runs SQL through the self-hosted query route (the SQL editor's way), answering its rows. */
async function runSql(query: string): Promise<Record<string, unknown>[]> {
  const request = new Request('http://localhost/dashboard/api/platform/pg-meta/default/query', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const response = await QUERY(request, { params: Promise.resolve({ ref: 'default' }) })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

function exportRequest(body: Record<string, unknown> | URLSearchParams) {
  const isForm = body instanceof URLSearchParams
  const request = new Request('http://localhost/dashboard/api/platform/pg-meta/default/export', {
    method: 'POST',
    headers: { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: isForm ? body.toString() : JSON.stringify(body),
  })
  return POST(request, { params: Promise.resolve({ ref: 'default' }) })
}

/** Reads a streamed body chunk by chunk, as a browser saving a download would. */
async function readStream(response: Response): Promise<{ text: string; chunks: number }> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let chunks = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks++
    text += decoder.decode(value, { stream: true })
  }
  return { text: text + decoder.decode(), chunks }
}

// Always on a fresh embedded PGlite; also on a real server (a dedicated connection) when TEST_POSTGRES_URL is set.
describe.each(TEST_BACKENDS)('POST /dashboard/api/platform/pg-meta/{ref}/export on $name', ({ name }) => {
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    // The route reads its configuration on first use: point it at a fresh database first.
    const dir = makeTempDir('sql-export-')
    const server = name === 'postgres' ? await createServerDatabase() : null
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    POST = (await import('@/app/api/platform/pg-meta/[ref]/export/route')).POST as unknown as RouteHandler
    QUERY = (await import('@/app/api/platform/pg-meta/[ref]/query/route')).POST as unknown as RouteHandler
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    cleanup = async () => {
      await closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
  })

  afterAll(() => cleanup?.())

  it('streams all 200,000 rows as CSV, batch by batch, as an attachment', async () => {
    const response = await exportRequest(new URLSearchParams({ query: `${EXPORT_QUERY};`, format: 'csv' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="query-results-.*\.csv"$/)

    const { text, chunks } = await readStream(response)
    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(ROW_COUNT + 2)
    expect(lines[0]).toBe('id,label,lucky')
    expect(lines[1]).toBe('1,row 1,false')
    expect(lines[7]).toBe('7,row 7,true')
    expect(lines[ROW_COUNT]).toBe(`${ROW_COUNT},row ${ROW_COUNT},false`)
    // Header + 40 batches of 5000 rows (+ the closing read): streamed, not one buffered body.
    expect(chunks).toBeGreaterThan(40)
  }, 120_000)

  it('streams JSON that parses back to every row', async () => {
    const response = await exportRequest({ query: 'select g as n, json_build_object($$k$$, g) as doc from generate_series(1, 12001) g', format: 'json' })
    expect(response.status).toBe(200)
    const rows = JSON.parse((await readStream(response)).text) as { n: number; doc: { k: number } }[]
    expect(rows).toHaveLength(12_001)
    expect(rows[12_000]).toEqual({ n: 12_001, doc: { k: 12_001 } })
  })

  it('exports an empty result as a header line or an empty array', async () => {
    const csv = await exportRequest({ query: 'select 1 as a, 2 as b where false', format: 'csv' })
    expect((await readStream(csv)).text).toBe('a,b\r\n')
    const json = await exportRequest({ query: 'select 1 as a where false', format: 'json' })
    expect(JSON.parse((await readStream(json)).text)).toEqual([])
  })

  it('dry-runs a query: 204 when it plans, 400 with the position in the query when it does not', async () => {
    expect((await exportRequest({ query: 'select 1', format: 'csv', dryRun: true })).status).toBe(204)

    const response = await exportRequest({ query: 'select id from missing_table', format: 'csv', dryRun: true })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; position?: number }
    expect(body.message).toContain('missing_table')
    // "missing_table" starts at character 16 of the user's query, whatever wraps it.
    expect(body.position).toBe(16)
  })

  it('refuses several statements and answers a failing form POST with 204 so the page stays put', async () => {
    const several = await exportRequest({ query: 'select 1; select 2', format: 'csv' })
    expect(several.status).toBe(400)
    expect(((await several.json()) as { message: string }).message).toBe('Export needs exactly one SELECT statement')

    const failing = await exportRequest(new URLSearchParams({ query: 'select 1/0', format: 'csv' }))
    expect(failing.status).toBe(204)
    expect(decodeURIComponent(failing.headers.get('x-export-error') ?? '')).toContain('division by zero')
  })

  it('never runs a write again: INSERT … RETURNING is refused before anything runs, and a writing function fails read-only', async () => {
    await runSql('create table export_writes (id serial primary key, note text)')
    const insert = await exportRequest({ query: "insert into export_writes (note) values ('x') returning *", format: 'csv' })
    expect(insert.status).toBe(400)
    expect(((await insert.json()) as { message: string }).message).toBe(
      'Export runs only read-only queries again (SELECT, WITH … SELECT, VALUES, TABLE): run the statement and export the rows shown'
    )
    const cte = await exportRequest({ query: "with added as (insert into export_writes (note) values ('y') returning *) select * from added", format: 'csv', dryRun: true })
    expect(cte.status).toBe(400)

    // Its text looks read-only; the READ ONLY transaction stops the write it hides.
    await runSql("create function export_sneaky_write() returns int language sql as $$ insert into export_writes (note) values ('sneaky') returning id $$")
    const sneaky = await exportRequest({ query: 'select export_sneaky_write()', format: 'csv' })
    expect(sneaky.status).toBe(400)
    expect(((await sneaky.json()) as { message: string }).message).toContain('read-only transaction')
    expect(await runSql('select count(*)::int as n from export_writes')).toEqual([{ n: 0 }])
  })

  it('exports VALUES, TABLE and WITH … SELECT', async () => {
    await runSql("create table export_reads (id int, label text); insert into export_reads values (2, 'two'), (1, 'one')")
    expect((await readStream(await exportRequest({ query: "values (1, 'a')", format: 'csv' }))).text).toBe('column1,column2\r\n1,a\r\n')
    expect((await readStream(await exportRequest({ query: 'table export_reads', format: 'csv' }))).text).toBe('id,label\r\n2,two\r\n1,one\r\n')
    const withSelect = 'with ordered as (select * from export_reads order by id) select label from ordered'
    expect((await readStream(await exportRequest({ query: withSelect, format: 'csv' }))).text).toBe('label\r\none\r\ntwo\r\n')
  })
})
