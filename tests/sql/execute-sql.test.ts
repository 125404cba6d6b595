import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'

import { CONNECTION_NOT_READY_MESSAGE } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { SqlQueryError } from '@/lib/sql/sql-query-error'
import { inTransaction } from '@/lib/sql/transaction'
import { server } from '@/tests/setup/msw-server'
import { createTestDatabase } from '@/tests/table-editor/pglite'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { projectDetailBody } from '@/tests/setup/project-fixture'

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('executeSql: the one way SQL reaches a project', () => {
  const log = createRequestLog()
  beforeEach(() => {
    log.requests.length = 0
  })
  afterEach(() => resetPlatformClient())

  it('posts the SQL to the pg-meta query endpoint and returns its rows', async () => {
    configureTestClient()
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
        log.record(request)
        return HttpResponse.json([{ answer: 42 }])
      })
    )
    await expect(executeSql({ projectRef: 'default', sql: 'select 42 as answer', queryKey: 'probe' }, { client: client() })).resolves.toEqual([
      { answer: 42 },
    ])
    const url = new URL(log.last.url)
    expect(url.pathname).toBe('/platform/pg-meta/default/query')
    expect(url.searchParams.get('key')).toBe('probe')
    expect(await log.last.json()).toEqual({ query: 'select 42 as answer' })
    // Self-hosted databases need no encrypted connection string.
    expect(log.last.headers.get('x-connection-encrypted')).toBeNull()
  })

  it('answers an empty list for statements without a result set', async () => {
    configureTestClient()
    server.use(http.post(`${API_URL}/pg-meta/:ref/query`, () => new HttpResponse(null, { status: 200 })))
    await expect(executeSql({ projectRef: 'default', sql: 'create table t ()' }, { client: client() })).resolves.toEqual([])
  })

  it('fails with a SqlQueryError carrying the message and the error position', async () => {
    configureTestClient()
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/query`, () =>
        HttpResponse.json({ message: 'syntax error at or near "selec"', code: '42601', position: '1' }, { status: 400 })
      )
    )
    const failure = await executeSql({ projectRef: 'default', sql: 'selec 1' }, { client: client() }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SqlQueryError)
    expect((failure as SqlQueryError).message).toBe('syntax error at or near "selec"')
    expect((failure as SqlQueryError).position).toBe(1)
  })

  it('refuses to run without a project ref', async () => {
    configureTestClient()
    await expect(executeSql({ projectRef: undefined, sql: 'select 1' }, { client: client() })).rejects.toThrow('Project ref is required')
  })

  it('on the hosted platform sends the connection string from the project detail, fetched once', async () => {
    configureTestClient({ requiresConnectionEncryption: true })
    let detailRequests = 0
    server.use(
      http.get(`${API_URL}/projects/:ref`, ({ params }) => {
        detailRequests += 1
        return HttpResponse.json(projectDetailBody({ ref: String(params.ref), connectionString: 'encrypted-abc' }))
      }),
      http.post(`${API_URL}/pg-meta/:ref/query`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([])
      })
    )
    const queryClient = client()
    await executeSql({ projectRef: 'abc', sql: 'select 1' }, { client: queryClient })
    await executeSql({ projectRef: 'abc', sql: 'select 2' }, { client: queryClient })
    expect(detailRequests).toBe(1)
    expect(log.requests.map((request) => request.headers.get('x-connection-encrypted'))).toEqual(['encrypted-abc', 'encrypted-abc'])
  })

  it('on the hosted platform says the database is not ready while the project has no connection string', async () => {
    configureTestClient({ requiresConnectionEncryption: true })
    server.use(
      http.get(`${API_URL}/projects/:ref`, ({ params }) =>
        HttpResponse.json(projectDetailBody({ ref: String(params.ref), status: 'COMING_UP', connectionString: null }))
      )
    )
    await expect(executeSql({ projectRef: 'abc', sql: 'select 1' }, { client: client() })).rejects.toThrow(CONNECTION_NOT_READY_MESSAGE)
  })
})

describe('inTransaction', () => {
  it('wraps statements in one transaction, one statement a line', () => {
    expect(inTransaction(['create table a (id int);', 'alter table a add column b text  '])).toBe(
      'begin;\ncreate table a (id int);\nalter table a add column b text;\ncommit;'
    )
  })

  it('applies all or nothing on a real database', async () => {
    const db = await createTestDatabase()
    await db.exec('create table kept (id int)')
    await expect(db.exec(inTransaction(['alter table kept add column note text', 'alter table missing add column x int']))).rejects.toThrow()
    await db.exec('rollback')
    const { rows } = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'kept' order by ordinal_position"
    )
    expect(rows.map((row) => row.column_name)).toEqual(['id'])
    await db.close()
  })
})
