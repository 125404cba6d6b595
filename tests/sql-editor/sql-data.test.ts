import { delay, http, HttpResponse } from 'msw'

import { deleteSqlSnippets } from '@/data/content/sql-snippets-delete-mutation'
import { getSqlSnippets } from '@/data/content/sql-snippets-query'
import { upsertSqlSnippet } from '@/data/content/sql-snippet-upsert-mutation'
import { cancelSqlRun } from '@/data/sql/sql-cancel-mutation'
import { getSqlCompletion } from '@/data/sql/sql-completion-query'
import { executeSql } from '@/data/sql/execute-sql'
import { checkSqlExport } from '@/data/sql/sql-export-check-mutation'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { Snippet } from '@/lib/api/types'
import { toUpsertSnippetBody } from '@/lib/sql/snippet'
import { SqlQueryError } from '@/lib/sql/sql-query-error'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog, testRequestContext } from '../api/platform-test-client'

const SNIPPET: Snippet = {
  id: '6f1c2b9e-7d4a-4c1e-9f3a-2b8d5e7c1a00',
  name: 'Active users',
  type: 'sql',
  visibility: 'user',
  favorite: false,
  description: null,
  content: { sql: 'select * from users', schema_version: '1.0' },
  inserted_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
}

/** A column of public.todos as pg-meta describes it (the client checks every field the contract requires). */
function pgColumn(name: string, ordinal: number) {
  return {
    id: `1.${ordinal}`,
    table_id: 1,
    schema: 'public',
    table: 'todos',
    name,
    ordinal_position: ordinal,
    data_type: 'text',
    format: 'text',
    is_identity: false,
    identity_generation: null,
    is_nullable: true,
    is_updatable: true,
    is_unique: false,
    default_value: null,
    check: null,
    enums: [],
    comment: null,
  }
}

describe('SQL editor data layer', () => {
  const log = createRequestLog()
  beforeEach(() => {
    log.requests.length = 0
    configureTestClient()
  })
  afterEach(() => resetPlatformClient())

  describe('snippets (/platform/projects/{ref}/content)', () => {
    it('lists the project’s SQL snippets', async () => {
      server.use(
        http.get(`${API_URL}/projects/:ref/content`, ({ request }) => {
          log.record(request)
          return HttpResponse.json({ data: [SNIPPET], cursor: null })
        })
      )
      await expect(getSqlSnippets({ ref: 'default' })).resolves.toEqual([SNIPPET])
      const url = new URL(log.last.url)
      expect(url.pathname).toBe('/platform/projects/default/content')
      expect(url.searchParams.get('type')).toBe('sql')
    })

    it('saves a snippet with PUT and the full body', async () => {
      server.use(
        http.put(`${API_URL}/projects/:ref/content`, async ({ request }) => {
          log.record(request)
          return HttpResponse.json({ ...SNIPPET, ...((await request.json()) as object) })
        })
      )
      const body = toUpsertSnippetBody({ id: SNIPPET.id, name: 'Renamed', sql: 'select 2' }, SNIPPET)
      await expect(upsertSqlSnippet({ ref: 'default', snippet: body })).resolves.toMatchObject({ name: 'Renamed' })
      expect(log.last.method).toBe('PUT')
      expect(new URL(log.last.url).pathname).toBe('/platform/projects/default/content')
      expect(await log.last.json()).toEqual(body)
    })

    it('deletes several snippets in one request with the ids comma-joined', async () => {
      server.use(
        http.delete(`${API_URL}/projects/:ref/content`, ({ request }) => {
          log.record(request)
          const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? []
          return HttpResponse.json(ids.map((id) => ({ id })))
        })
      )
      await expect(deleteSqlSnippets({ ref: 'my-ref', ids: ['a-1', 'b-2'] })).resolves.toEqual([{ id: 'a-1' }, { id: 'b-2' }])
      const url = new URL(log.last.url)
      expect(url.pathname).toBe('/platform/projects/my-ref/content')
      expect(url.searchParams.getAll('ids')).toEqual(['a-1,b-2'])
      expect(decodeURIComponent(url.search)).toBe('?ids=a-1,b-2')
    })
  })

  describe('running SQL (/platform/pg-meta/{ref}/query)', () => {
    it('sends the query with the encrypted connection and returns the rows', async () => {
      server.use(
        http.post(`${API_URL}/pg-meta/:ref/query`, ({ request }) => {
          log.record(request)
          return HttpResponse.json([{ answer: 42 }])
        })
      )
      const rows = await executeSql({ projectRef: 'abc', sql: 'select 40 + 2 as answer' }, testRequestContext({ connectionString: 'enc:xyz' }))
      expect(rows).toEqual([{ answer: 42 }])
      expect(await log.last.json()).toEqual({ query: 'select 40 + 2 as answer' })
      expect(log.last.headers.get('x-connection-encrypted')).toBe('enc:xyz')
      expect(log.last.headers.get('x-pg-application-name')).toBe('supabase/dashboard')
    })

    it('treats a statement without a result set as no rows', async () => {
      server.use(http.post(`${API_URL}/pg-meta/:ref/query`, () => new HttpResponse(null, { status: 204 })))
      await expect(executeSql({ projectRef: 'abc', sql: 'create table t ()' }, testRequestContext())).resolves.toEqual([])
    })

    it('keeps the Postgres error position the shared handler drops', async () => {
      server.use(
        http.post(`${API_URL}/pg-meta/:ref/query`, () =>
          HttpResponse.json({ message: 'relation "nope" does not exist', code: '42P01', position: '15' }, { status: 400 })
        )
      )
      const error = await executeSql({ projectRef: 'abc', sql: 'select * from nope' }, testRequestContext()).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SqlQueryError)
      expect(error).toMatchObject({ message: 'relation "nope" does not exist', position: 15, code: 400 })
    })

    it('stops waiting when the run is aborted', async () => {
      server.use(
        http.post(`${API_URL}/pg-meta/:ref/query`, async () => {
          await delay('infinite')
          return HttpResponse.json([])
        })
      )
      const controller = new AbortController()
      const pending = executeSql({ projectRef: 'abc', sql: 'select pg_sleep(60)' }, testRequestContext({ signal: controller.signal }))
      controller.abort()
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    })

    it('requires a project ref', async () => {
      await expect(executeSql({ projectRef: undefined, sql: 'select 1' }, testRequestContext())).rejects.toThrow('Project ref is required')
    })

    it('cancels a tagged run with pg_cancel_backend', async () => {
      server.use(
        http.post(`${API_URL}/pg-meta/:ref/query`, ({ request }) => {
          log.record(request)
          return HttpResponse.json([{ cancelled: true }])
        })
      )
      const tag = '0f0e0d0c-0000-4000-8000-000000000000'
      await expect(cancelSqlRun({ projectRef: 'abc', runTag: tag }, testRequestContext())).resolves.toBe(1)
      const { query } = (await log.last.json()) as { query: string }
      expect(query).toContain('pg_cancel_backend')
      expect(query).toContain(`dashboard-run:${tag}`)
    })
  })

  it('reads completion names from the schemas and tables endpoints', async () => {
    server.use(
      http.get(`${API_URL}/pg-meta/:ref/schemas`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }, { id: 2, name: 'empty', owner: 'postgres' }])
      }),
      http.get(`${API_URL}/pg-meta/:ref/tables`, ({ request }) => {
        log.record(request)
        return HttpResponse.json([
          { id: 1, schema: 'public', name: 'todos', rls_enabled: false, size: '8 kB', live_rows_estimate: 0, comment: '', primary_keys: [], relationships: [], columns: [pgColumn('id', 1), pgColumn('title', 2)] },
        ])
      })
    )
    await expect(getSqlCompletion({ projectRef: 'abc' }, testRequestContext({ connectionString: 'enc' }))).resolves.toEqual({
      public: { todos: ['id', 'title'] },
      empty: {},
    })
    const tablesUrl = new URL(log.requests.find((request) => request.url.includes('/tables'))!.url)
    expect(tablesUrl.searchParams.get('include_columns')).toBe('true')
    expect(tablesUrl.searchParams.get('excluded_schemas')).toBe('information_schema,pg_catalog,pg_toast')
    expect(log.requests.every((request) => request.headers.get('x-connection-encrypted') === 'enc')).toBe(true)
  })

  it('dry-runs an export through the app’s export route and reports the query’s mistake', async () => {
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/export`, async ({ request }) => {
        log.record(request)
        const body = (await request.json()) as { query: string }
        return body.query === 'select 1'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ message: 'syntax error at or near "form"', position: 10 }, { status: 400 })
      })
    )
    await expect(checkSqlExport({ projectRef: 'default', query: 'select 1', format: 'csv' })).resolves.toBeUndefined()
    expect(await log.last.json()).toEqual({ query: 'select 1', format: 'csv', dryRun: true })
    await expect(checkSqlExport({ projectRef: 'default', query: 'select * form t', format: 'json' })).rejects.toMatchObject({
      message: 'syntax error at or near "form"',
      position: 10,
    })
  })
})
