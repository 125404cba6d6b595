import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { DatabaseHooksPage } from '@/components/project/integrations/webhooks/database-hooks-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { extension, extensionsHandler, PG_META, queryHandler, renderPage } from './helpers/render-page'

afterEach(() => resetPlatformClient())

const tablesHandler = () =>
  http.get(`${PG_META}/tables`, () =>
    HttpResponse.json([{ id: 1, schema: 'public', name: 'orders', rls_enabled: false, rls_forced: false, replica_identity: 'DEFAULT', bytes: 0, size: '0 bytes', live_rows_estimate: 0, dead_rows_estimate: 0, comment: null, primary_keys: [], relationships: [] }])
  )

const HOOK = {
  id: 1,
  name: 'notify_orders',
  schema: 'public',
  table: 'orders',
  function_schema: 'supabase_functions',
  function_name: 'http_request',
  type: 1 | 4 | 16,
  enabled: 'O',
  arguments: 'https://hooks.test/orders\\000POST\\000{"Content-Type":"application/json"}\\000{}\\0005000\\000',
  is_webhook: true,
}

describe('Database webhooks, set up from the page', () => {
  it('creates a webhook through a generated pg_net function when http_request is missing', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_net', '0.14', 'extensions')]),
      tablesHandler(),
      queryHandler([['has_http_request', [{ has_http_request: false, has_pg_net: true }]], ['create trigger', []], ['from pg_trigger', []]], received)
    )
    renderPage(<DatabaseHooksPage projectRef="default" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a database webhook' })
    expect(within(dialog).getByText(/a trigger function generated for this webhook sends it through pg_net/)).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('URL'), 'not a url')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    expect(within(dialog).getByText('Give the webhook a name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter an http:// or https:// URL.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Name'), 'order_created')
    await userEvent.selectOptions(await within(dialog).findByLabelText('Table'), 'orders')
    await userEvent.clear(within(dialog).getByLabelText('URL'))
    await userEvent.type(within(dialog).getByLabelText('URL'), 'https://example.test/hook')
    await userEvent.click(within(dialog).getByLabelText('DELETE'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add header' }))
    await userEvent.type(within(dialog).getByLabelText('Headers 2 name'), 'Authorization')
    await userEvent.type(within(dialog).getByLabelText('Headers 2 value'), 'Bearer secret')
    const preview = within(dialog).getByLabelText('SQL to run')
    expect(preview).toHaveTextContent('create or replace function public.order_created_webhook()')
    expect(preview).toHaveTextContent(
      `after insert or delete on public.orders for each row execute function public.order_created_webhook('https://example.test/hook', 'POST', '{"Content-Type":"application/json","Authorization":"Bearer secret"}', '{}', '5000');`
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = received.find((sql) => sql.includes('create trigger'))
    expect(sent).toMatch(/^begin;\ncreate or replace function public\.order_created_webhook\(\)/)
    expect(sent).toMatch(/commit;$/)
  })

  it('edits a platform webhook in place (drop and create in one transaction), keeping input on failure', async () => {
    server.use(
      extensionsHandler([extension('pg_net', '0.14', 'extensions')]),
      tablesHandler(),
      queryHandler([
        ['has_http_request', [{ has_http_request: true, has_pg_net: true }]],
        ['create trigger', new Error('trigger "renamed" for relation "orders" already exists')],
        ['from pg_trigger', [HOOK]],
      ])
    )
    renderPage(<DatabaseHooksPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Webhooks' })
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook notify_orders' })
    expect(within(dialog).getByLabelText('URL')).toHaveValue('https://hooks.test/orders')
    expect(within(dialog).getByLabelText('UPDATE')).toBeChecked()
    await userEvent.clear(within(dialog).getByLabelText('Name'))
    await userEvent.type(within(dialog).getByLabelText('Name'), 'renamed')
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(
      "begin; drop trigger notify_orders on public.orders; create trigger renamed after insert or update on public.orders for each row execute function supabase_functions.http_request('https://hooks.test/orders', 'POST'"
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }))
    expect(await within(dialog).findByText('trigger "renamed" for relation "orders" already exists')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('renamed')
  })

  it('deletes a webhook after showing the drop', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_net', '0.14', 'extensions')]),
      queryHandler([['has_http_request', [{ has_http_request: true, has_pg_net: true }]], ['drop trigger', []], ['from pg_trigger', [HOOK]]], received)
    )
    renderPage(<DatabaseHooksPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Webhooks' })
    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook notify_orders' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete webhook' }))
    await waitFor(() => expect(received).toContain('begin;\ndrop trigger notify_orders on public.orders;\ncommit;'))
  })
})
