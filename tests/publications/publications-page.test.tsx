import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { PublicationsPage } from '@/components/project/database/publications/publications-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { PgPublication } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'
import { PG_META, renderPage } from '@/tests/database-pages/helpers/render-page'

afterEach(() => resetPlatformClient())

const TODOS = { id: 7, schema: 'public', name: 'todos', rls_enabled: false, live_rows_estimate: 0, size: '8192 bytes', comment: null, primary_keys: [], relationships: [] }

/** A publications endpoint whose answer follows the ALTER PUBLICATION statements the page sends. */
function publicationServer(received: string[], failWith?: string) {
  const realtime: PgPublication = {
    id: 1,
    name: 'supabase_realtime',
    owner: 'postgres',
    publish_insert: true,
    publish_update: true,
    publish_delete: true,
    publish_truncate: true,
    tables: [],
  }
  const everything: PgPublication = { ...realtime, id: 2, name: 'Replicate All', tables: null }
  server.use(
    http.get(`${PG_META}/publications`, () => HttpResponse.json([realtime, everything])),
    http.get(`${PG_META}/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }])),
    http.get(`${PG_META}/tables`, () => HttpResponse.json([TODOS])),
    http.post(`${PG_META}/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      received.push(query)
      if (failWith) return HttpResponse.json({ message: failWith, code: '42P01' }, { status: 400 })
      if (query.includes("set (publish = 'insert, update, truncate')")) realtime.publish_delete = false
      if (query.includes('add table public.todos')) realtime.tables = [{ id: 7, schema: 'public', name: 'todos' }]
      return HttpResponse.json([])
    })
  )
}

describe('Publications page', () => {
  it('switches an event off and adds a table, each after showing its SQL', async () => {
    const received: string[] = []
    publicationServer(received)
    renderPage(<PublicationsPage projectRef="default" />)

    const list = await screen.findByRole('table', { name: 'Publications' })
    const realtimeRow = within(list).getByRole('row', { name: /supabase_realtime/ })
    expect(within(list).getByRole('row', { name: /Replicate All/ })).toHaveTextContent('All tables')
    await userEvent.click(within(realtimeRow).getByRole('checkbox', { name: 'Publish delete in supabase_realtime' }))
    const confirm = await screen.findByRole('dialog', { name: 'Stop publishing delete in supabase_realtime' })
    expect(within(confirm).getByLabelText('SQL to run')).toHaveTextContent("begin; alter publication supabase_realtime set (publish = 'insert, update, truncate'); commit;")
    expect(received).toEqual([])
    await userEvent.click(within(confirm).getByRole('button', { name: 'Update publication' }))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Publish delete in supabase_realtime' })).not.toBeChecked())
    expect(screen.getByRole('checkbox', { name: 'Publish insert in supabase_realtime' })).toBeChecked()

    await userEvent.click(screen.getByRole('button', { name: 'Tables of supabase_realtime' }))
    const tables = await screen.findByRole('region', { name: 'Tables in publication supabase_realtime' })
    await userEvent.click(await within(tables).findByRole('checkbox', { name: 'Publish public.todos in supabase_realtime' }))
    const add = await screen.findByRole('dialog', { name: 'Add public.todos to supabase_realtime' })
    await userEvent.click(within(add).getByRole('button', { name: 'Add table' }))
    await waitFor(() => expect(within(tables).getByRole('checkbox', { name: 'Publish public.todos in supabase_realtime' })).toBeChecked())
    expect(screen.getByRole('button', { name: 'Tables of supabase_realtime' })).toHaveTextContent('1 table')
    expect(received[1]).toBe('begin;\nalter publication supabase_realtime add table public.todos;\ncommit;')
  })

  it('keeps the dialog open with Postgres’s message when the change fails', async () => {
    publicationServer([], 'permission denied for publication supabase_realtime')
    renderPage(<PublicationsPage projectRef="default" />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Publish truncate in supabase_realtime' }))
    const confirm = await screen.findByRole('dialog', { name: 'Stop publishing truncate in supabase_realtime' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Update publication' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('permission denied for publication supabase_realtime')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('checkbox', { name: 'Publish truncate in supabase_realtime' })).toBeChecked()
  })

  it('shows a failed load with Retry, and an empty database as such', async () => {
    let calls = 0
    server.use(
      http.get(`${PG_META}/publications`, () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'connection refused' }, { status: 500 }) : HttpResponse.json([])
      })
    )
    renderPage(<PublicationsPage projectRef="default" />)
    expect(await screen.findByText(/Could not load publications/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This database has no publications.')).toBeInTheDocument()
  })
})
