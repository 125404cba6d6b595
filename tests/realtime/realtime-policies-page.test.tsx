import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { RealtimePoliciesPage } from '@/components/project/realtime/realtime-policies-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { PgPolicy } from '@/lib/api/types'
import { realtimePolicyTemplates } from '@/lib/realtime/realtime-policies'
import { PG_META, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const messagesTable = { id: 9, schema: 'realtime', name: 'messages', rls_enabled: true, rls_forced: false, live_rows_estimate: 0, size: '8 kB', comment: null, primary_keys: [], relationships: [] }
const receivePolicy: PgPolicy = {
  id: 20,
  schema: 'realtime',
  table: 'messages',
  table_id: 9,
  name: 'Authenticated users receive broadcasts',
  action: 'PERMISSIVE',
  roles: ['authenticated'],
  command: 'SELECT',
  definition: "(extension = 'broadcast'::text)",
  check: null,
}

function catalogue(tables: unknown[], policies: PgPolicy[] = []) {
  return [
    http.get(`${PG_META}/tables`, () => HttpResponse.json(tables)),
    http.get(`${PG_META}/policies`, () => HttpResponse.json(policies)),
    http.get(`${PG_META}/roles`, () => HttpResponse.json([])),
  ]
}

describe('Realtime policies page', () => {
  it('says so when realtime.messages does not exist, offering no editor', async () => {
    server.use(...catalogue([]))
    renderPage(<RealtimePoliciesPage projectRef="default" />)
    expect(await screen.findByText(/This database has no realtime.messages table/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New policy' })).not.toBeInTheDocument()
  })

  it('lists the policies on realtime.messages and opens the editor with the realtime templates', async () => {
    server.use(...catalogue([messagesTable], [receivePolicy]))
    renderPage(<RealtimePoliciesPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Policies on realtime.messages' }, { timeout: 10_000 })
    expect(within(table).getByText('Authenticated users receive broadcasts')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'New policy' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    for (const template of realtimePolicyTemplates()) {
      expect(within(dialog).getByRole('option', { name: template.label })).toBeInTheDocument()
    }
  })

  it('builds per-topic templates with realtime.topic() and a quoted topic', () => {
    const [, send, presence] = realtimePolicyTemplates("room:o'neil")
    expect(send.draft).toMatchObject({ command: 'INSERT', check: "realtime.messages.extension = 'broadcast' and realtime.topic() = 'room:o''neil'" })
    expect(presence.draft.check).toContain("extension = 'presence'")
  })
})
