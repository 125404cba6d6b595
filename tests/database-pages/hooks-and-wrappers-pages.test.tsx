import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { DatabaseHooksPage } from '@/components/project/integrations/webhooks/database-hooks-page'
import { WrappersPage } from '@/components/project/integrations/wrappers/wrappers-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { extension, extensionsHandler, PG_META, queryHandler, renderPage } from './helpers/render-page'

/** The extension list answered with the wrong container, then (after Retry) properly. */
function extensionsFailingOnce(extensions: ReturnType<typeof extension>[]) {
  let calls = 0
  return http.get(`${PG_META}/extensions`, () => {
    calls += 1
    return HttpResponse.json(calls === 1 ? { unexpected: extensions.length } : extensions)
  })
}

afterEach(() => resetPlatformClient())

describe('Database hooks page', () => {
  it('lists webhooks apart from other triggers and explains that creating one needs pg_net', async () => {
    server.use(
      extensionsHandler([extension('pg_net', null)]),
      queryHandler([
        ['has_http_request', [{ has_http_request: false, has_pg_net: false }]],
        [
          'from pg_trigger',
          [
            { id: 1, name: 'notify_orders', schema: 'public', table: 'orders', function_schema: 'supabase_functions', function_name: 'http_request', type: 1 | 4, enabled: 'O', arguments: 'https://hooks.test/orders\\000POST\\000{}\\000', is_webhook: true },
            { id: 2, name: 'touch', schema: 'public', table: 'todos', function_schema: 'public', function_name: 'set_updated_at', type: 1 | 2 | 16, enabled: 'D', arguments: '', is_webhook: false },
          ],
        ],
      ])
    )
    renderPage(<DatabaseHooksPage projectRef="default" />)
    const webhooks = await screen.findByRole('table', { name: 'Webhooks' })
    expect(within(webhooks).getByText('POST https://hooks.test/orders')).toBeInTheDocument()
    expect(within(webhooks).getByText('AFTER INSERT (for each row)')).toBeInTheDocument()
    const others = screen.getByRole('table', { name: 'Other triggers' })
    expect(within(others).getByText('BEFORE UPDATE (for each row)')).toBeInTheDocument()
    expect(within(others).getByText('Disabled')).toBeInTheDocument()
    expect(await screen.findByText('The pg_net extension is not enabled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create webhook' })).not.toBeInTheDocument()
    expect(within(webhooks).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })

  it('says the extension list could not be read instead of calling pg_net missing, and retries it', async () => {
    server.use(
      extensionsFailingOnce([extension('pg_net', '0.8', 'extensions')]),
      queryHandler([
        ['has_http_request', [{ has_http_request: false, has_pg_net: true }]],
        ['from pg_trigger', []],
      ])
    )
    renderPage(<DatabaseHooksPage projectRef="default" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Could not load extensions: /)
    expect(screen.queryByText('The pg_net extension is not enabled')).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await expect.poll(() => screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/No webhooks/)).toBeInTheDocument()
  })
})

describe('Wrappers page', () => {
  it('says where wrappers come from when the database has none', async () => {
    server.use(
      extensionsHandler([extension('postgres_fdw', null)]),
      queryHandler([['from pg_foreign_data_wrapper', [{ wrappers: [], servers: [], tables: [] }]]])
    )
    renderPage(<WrappersPage projectRef="default" />)
    expect(await screen.findByText('No foreign data wrappers yet')).toBeInTheDocument()
    expect(await screen.findByText(/this database can enable postgres_fdw on the/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Extensions page' })).toHaveAttribute('href', '/dashboard/project/default/database/extensions')
  })

  it('shows a failed extension list with a retry instead of guessing which wrappers can be enabled', async () => {
    server.use(
      extensionsFailingOnce([extension('postgres_fdw', null)]),
      queryHandler([['from pg_foreign_data_wrapper', [{ wrappers: [], servers: [], tables: [] }]]])
    )
    renderPage(<WrappersPage projectRef="default" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Could not load extensions: /)
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/this database can enable postgres_fdw on the/)).toBeInTheDocument()
  })

  it('shows servers with their credentials hidden', async () => {
    server.use(
      extensionsHandler([extension('postgres_fdw', '1.1', 'extensions')]),
      queryHandler([
        [
          'from pg_foreign_data_wrapper',
          [
            {
              wrappers: [{ name: 'postgres_fdw', owner: 'postgres', handler: 'postgres_fdw_handler', validator: 'postgres_fdw_validator', options: [] }],
              servers: [{ name: 'warehouse', wrapper: 'postgres_fdw', owner: 'postgres', type: null, version: null, options: ['host=db.test', 'password=hunter2'] }],
              tables: [{ schema: 'public', name: 'remote_orders', server: 'warehouse', options: ['table_name=orders'] }],
            },
          ],
        ],
      ])
    )
    renderPage(<WrappersPage projectRef="default" />)
    const servers = await screen.findByRole('table', { name: 'Foreign servers' })
    expect(within(servers).getByText('host=db.test, password=••••••')).toBeInTheDocument()
    expect(screen.queryByText(/hunter2/)).not.toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Foreign tables' })).getByText('public.remote_orders')).toBeInTheDocument()
  })
})
