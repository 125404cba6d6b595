import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { useIndexesQuery } from '@/data/indexes/indexes-query'
import { useDatabaseTypesQuery } from '@/data/types/types-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { connectionStringFor } from '@/mock-platform/seed-projects'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

import { configureTestClient } from '../api/platform-test-client'
import { createWrapper } from '../data/query-wrapper'

const PG_META = `${MOCK_PLATFORM_API_URL}/pg-meta/${PRIMARY_PROJECT_REF}`
const CONNECTION = { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }

async function runQuery(query: string) {
  const response = await fetch(`${PG_META}/query`, {
    method: 'POST',
    headers: { ...CONNECTION, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  expect(response.status).toBe(200)
}

// The hooks run in platform mode against the whole mock platform: the project's encrypted connection
// string comes from its detail, and the mock's Postgres answers from the same SQL as self-hosted.
describe('types and indexes through the data hooks and the mock platform', { timeout: 60_000 }, () => {
  afterEach(() => resetPlatformClient())

  it('lists the project’s enums and domains, and the indexes of its tables', async () => {
    useMockPlatform()
    configureTestClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: true })
    await runQuery(`
      create type public."Todo State" as enum ('open', 'done');
      create domain public.short_text as varchar(40) not null;
      create index todos_open on public.todos using btree (user_id) where not is_complete`)

    const { wrapper } = createWrapper()
    const types = renderHook(() => useDatabaseTypesQuery({ projectRef: PRIMARY_PROJECT_REF }), { wrapper })
    await waitFor(() => expect(types.result.current.isSuccess).toBe(true))
    expect(types.result.current.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Todo State', schema: 'public', kind: 'enum', enums: ['open', 'done'], format: '"Todo State"' }),
        expect.objectContaining({ name: 'short_text', kind: 'domain', base_type: 'character varying(40)' }),
      ])
    )

    const indexes = renderHook(() => useIndexesQuery({ projectRef: PRIMARY_PROJECT_REF }), { wrapper })
    await waitFor(() => expect(indexes.result.current.isSuccess).toBe(true))
    const todos = indexes.result.current.data?.filter((index) => index.schema === 'public' && index.table === 'todos')
    expect(todos?.map((index) => index.name)).toEqual(['todos_open', 'todos_pkey'])
    expect(todos?.[0]).toMatchObject({
      is_unique: false,
      access_method: 'btree',
      index_predicate: '(NOT is_complete)',
      index_attributes: [{ attribute_name: 'user_id', data_type: 'uuid' }],
    })
    expect(todos?.[1]).toMatchObject({ is_primary: true, is_unique: true })
  })

  it('answers the connection error without the project’s encrypted connection string', async () => {
    useMockPlatform()
    const response = await fetch(`${PG_META}/types`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('acquire connection') })
  })
})

describe('table and column writes on the mock platform', { timeout: 60_000 }, () => {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${PG_META}${path}`, {
      method,
      headers: { ...CONNECTION, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('creates, changes and drops tables and columns, all or nothing', async () => {
    useMockPlatform()
    const table = await send('POST', '/tables', { schema: 'public', name: 'Odd "Name"', comment: 'c' })
    expect(table).toMatchObject({ status: 200, body: { name: 'Odd "Name"', schema: 'public', comment: 'c' } })
    const column = await send('POST', '/columns', { table_id: table.body.id, name: 'Score', type: 'numeric(10,2)', default_value: '0', default_value_format: 'expression' })
    expect(column).toMatchObject({ status: 200, body: { name: 'Score', full_type: 'numeric(10,2)', default_value: '0' } })
    const changed = await send('PATCH', `/columns?id=${String(column.body.id)}`, { type: 'text', is_nullable: false })
    expect(changed).toMatchObject({ status: 200, body: { full_type: 'text', is_nullable: false } })
    const failed = await send('PATCH', `/tables?id=${String(table.body.id)}`, { name: 'Renamed', primary_keys: [{ name: 'missing' }] })
    expect(failed).toMatchObject({ status: 400, body: { code: '42703' } })
    const tables = (await send('GET', '/tables?included_schemas=public')).body as unknown as { name: string }[]
    expect(tables.map((entry) => entry.name)).toContain('Odd "Name"')
    expect(await send('DELETE', `/columns?id=${String(column.body.id)}`)).toMatchObject({ status: 200, body: { name: 'Score' } })
    expect(await send('DELETE', `/tables?id=${String(table.body.id)}&cascade=true`)).toMatchObject({ status: 200 })
    expect(await send('DELETE', `/tables?id=${String(table.body.id)}`)).toMatchObject({ status: 404 })
  })
})
