import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { WrappersPage } from '@/components/project/integrations/wrappers/wrappers-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { extension, extensionsHandler, queryHandler, renderPage } from './helpers/render-page'

afterEach(() => resetPlatformClient())

const WRAPPER = { name: 'stripe_wrapper', owner: 'postgres', handler: 'stripe_fdw_handler', validator: 'stripe_fdw_validator', options: [] }
const SERVER = { name: 'stripe_server', wrapper: 'stripe_wrapper', owner: 'postgres', type: null, version: null, options: ['api_key_id=abc'] }
const catalogue = (servers: unknown[] = []) => ['from pg_foreign_data_wrapper', [{ wrappers: [WRAPPER], servers, tables: [] }]] as [string, unknown[]]

describe('Wrappers, set up from the page', () => {
  it('creates a foreign server on an installed wrapper, options quoted', async () => {
    const received: string[] = []
    server.use(extensionsHandler([extension('wrappers', '0.5', 'extensions')]), queryHandler([['create server', []], catalogue()], received))
    renderPage(<WrappersPage projectRef="default" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create server' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a foreign server' })
    expect(within(dialog).getByLabelText('Wrapper')).toHaveValue('stripe_wrapper')

    await userEvent.type(within(dialog).getByLabelText('Options 1 value'), 'x')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create server' }))
    expect(within(dialog).getByText('Give the server a name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Every option needs a name.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Server name'), 'stripe_server')
    await userEvent.type(within(dialog).getByLabelText('Options 1 name'), 'api_key_id')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }))
    await userEvent.type(within(dialog).getByLabelText('Options 2 name'), 'api_url')
    await userEvent.type(within(dialog).getByLabelText('Options 2 value'), "https://api.stripe.com/v1?a='b'")
    const sql = "begin;\ncreate server stripe_server\nforeign data wrapper stripe_wrapper\noptions (api_key_id 'x', api_url 'https://api.stripe.com/v1?a=''b''');\ncommit;"
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(sql.replaceAll('\n', ' '))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create server' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(received).toContain(sql)
  })

  it('creates a foreign table with columns and keeps the form when Postgres refuses a type', async () => {
    server.use(
      extensionsHandler([extension('wrappers', '0.5', 'extensions')]),
      queryHandler([['create foreign table', new Error('type "money2" does not exist')], catalogue([SERVER])])
    )
    renderPage(<WrappersPage projectRef="default" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create foreign table' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a foreign table' })
    await userEvent.type(within(dialog).getByLabelText('Table name'), 'customers')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add column' }))
    await userEvent.type(within(dialog).getByLabelText('Columns 2 name'), 'balance')
    await userEvent.type(within(dialog).getByLabelText('Columns 2 type'), 'money2')
    await userEvent.type(within(dialog).getByLabelText('Options 1 name'), 'object')
    await userEvent.type(within(dialog).getByLabelText('Options 1 value'), 'customers')
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(
      "create foreign table public.customers ( id bigint, balance money2 ) server stripe_server options (object 'customers');"
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create foreign table' }))
    const columns = within(dialog).getByRole('group', { name: 'Columns' })
    expect(await within(columns).findByText('type "money2" does not exist')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Columns 2 type')).toHaveValue('money2')
  })

  it("shows Postgres's refusal to drop a server that still has tables in the dialog", async () => {
    server.use(
      extensionsHandler([extension('wrappers', '0.5', 'extensions')]),
      queryHandler([['drop server', new Error('cannot drop server stripe_server because other objects depend on it')], catalogue([SERVER])])
    )
    renderPage(<WrappersPage projectRef="default" />)
    const servers = await screen.findByRole('table', { name: 'Foreign servers' })
    await userEvent.click(within(servers).getByRole('button', { name: 'Drop stripe_server' }))
    const dialog = await screen.findByRole('dialog', { name: 'Drop server stripe_server' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('drop server stripe_server;')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop' }))
    expect(await within(dialog).findByText('cannot drop server stripe_server because other objects depend on it')).toBeInTheDocument()
  })
})
