import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { useSqlSnippetUpsertMutation } from '@/data/content/sql-snippet-upsert-mutation'
import { useSqlSnippetsDeleteMutation } from '@/data/content/sql-snippets-delete-mutation'
import { useSqlSnippetsQuery } from '@/data/content/sql-snippets-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { Snippet } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'

import { API_URL, configureTestClient, createRequestLog } from '../api/platform-test-client'
import { createWrapper } from './query-wrapper'

function snippet(id: string, name: string): Snippet {
  return {
    id,
    name,
    type: 'sql',
    visibility: 'user',
    favorite: false,
    content: { sql: 'select 1', schema_version: '1.0' },
    inserted_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  }
}

const FIRST = '11111111-1111-4111-8111-111111111111'
const SECOND = '22222222-2222-4222-8222-222222222222'

describe('SQL snippet hooks', () => {
  const log = createRequestLog()
  let stored: Snippet[] = []

  beforeEach(() => {
    log.requests.length = 0
    stored = [snippet(FIRST, 'First'), snippet(SECOND, 'Second')]
    configureTestClient()
    server.use(
      http.get(`${API_URL}/projects/abc/content`, ({ request }) => {
        log.record(request)
        return HttpResponse.json({ data: stored })
      }),
      http.put(`${API_URL}/projects/abc/content`, async ({ request }) => {
        log.record(request)
        const body = (await request.json()) as Snippet
        const saved = { ...body, inserted_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-02T00:00:00Z' }
        stored = [...stored.filter((entry) => entry.id !== saved.id), saved]
        return HttpResponse.json(saved)
      }),
      http.delete(`${API_URL}/projects/abc/content`, ({ request }) => {
        log.record(request)
        const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? []
        stored = stored.filter((entry) => !ids.includes(entry.id))
        return HttpResponse.json(ids.map((id) => ({ id })))
      })
    )
  })
  afterEach(() => resetPlatformClient())

  it('lists the project\'s SQL snippets (type=sql)', async () => {
    const { wrapper } = createWrapper()
    const { result } = renderHook(() => useSqlSnippetsQuery({ ref: 'abc' }), { wrapper })
    await waitFor(() => expect(result.current.data?.map((entry) => entry.name)).toEqual(['First', 'Second']))
    expect(new URL(log.last.url).searchParams.get('type')).toBe('sql')
  })

  it('saves a snippet and shows it in the list', async () => {
    const { wrapper } = createWrapper()
    const { result } = renderHook(
      () => ({ list: useSqlSnippetsQuery({ ref: 'abc' }), upsert: useSqlSnippetUpsertMutation() }),
      { wrapper }
    )
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    const third = { ...snippet('33333333-3333-4333-8333-333333333333', 'Third') }
    const { inserted_at: _inserted, updated_at: _updated, ...body } = third
    await act(() =>
      result.current.upsert.mutateAsync({ ref: 'abc', snippet: { ...body, type: 'sql', visibility: 'user', favorite: false } })
    )
    await waitFor(() => expect(result.current.list.data?.map((entry) => entry.name)).toContain('Third'))
  })

  it('deletes snippets by ids sent comma-joined', async () => {
    const { wrapper } = createWrapper()
    const { result } = renderHook(
      () => ({ list: useSqlSnippetsQuery({ ref: 'abc' }), remove: useSqlSnippetsDeleteMutation() }),
      { wrapper }
    )
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(() => result.current.remove.mutateAsync({ ref: 'abc', ids: [FIRST, SECOND] }))
    const deleteRequest = log.requests.find((request) => request.method === 'DELETE')
    expect(new URL(deleteRequest!.url).searchParams.get('ids')).toBe(`${FIRST},${SECOND}`)
    await waitFor(() => expect(result.current.list.data).toEqual([]))
  })
})
