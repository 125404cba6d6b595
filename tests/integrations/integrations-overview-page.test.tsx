import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { IntegrationsPage } from '@/components/project/integrations/overview/integrations-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { extension, PG_META, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const card = (name: string) => screen.getByRole('listitem', { name })

describe('Integrations page', () => {
  it('says which integrations are installed, links to each, and enables one after showing its SQL', async () => {
    let installed = { pg_cron: '1.6' as string | null, pg_net: null as string | null }
    const created: unknown[] = []
    server.use(
      http.get(`${PG_META}/extensions`, () =>
        HttpResponse.json([
          extension('pg_cron', installed.pg_cron, installed.pg_cron ? 'pg_catalog' : null),
          extension('pg_net', installed.pg_net, installed.pg_net ? 'extensions' : null),
          extension('postgres_fdw', null),
        ])
      ),
      http.post(`${PG_META}/query`, async ({ request }) => {
        const { query } = (await request.json()) as { query: string }
        created.push(query)
        installed = { ...installed, pg_net: '0.14' }
        return HttpResponse.json([])
      })
    )
    renderPage(<IntegrationsPage projectRef="default" />)

    await screen.findByRole('heading', { name: 'Cron' }, { timeout: 10_000 })
    expect(card('Cron')).toHaveTextContent('Installed (pg_cron)')
    expect(within(card('Cron')).getByRole('link', { name: 'Open Cron' })).toHaveAttribute('href', '/dashboard/project/default/integrations/cron')
    expect(card('Vault')).toHaveTextContent('Not available on this database')
    expect(within(card('Vault')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(card('Wrappers')).getByRole('button', { name: 'Enable postgres_fdw' })).toBeInTheDocument()
    expect(within(card('GraphiQL')).getByRole('link', { name: 'Open GraphiQL' })).toHaveAttribute('href', '/dashboard/project/default/api/graphiql')

    await userEvent.click(within(card('Database webhooks')).getByRole('button', { name: 'Enable pg_net' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_net' }, { timeout: 10_000 })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('create extension "pg_net"')
    expect(created).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }))

    await screen.findByText('Installed (pg_net)', {}, { timeout: 10_000 })
    expect(created).toEqual([expect.stringContaining('create extension "pg_net"')])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the dialog open with Postgres\'s message when enabling fails', async () => {
    server.use(
      http.get(`${PG_META}/extensions`, () => HttpResponse.json([extension('pg_cron', null)])),
      http.post(`${PG_META}/query`, () =>
        HttpResponse.json({ message: 'unrecognized configuration parameter "cron.database_name"' }, { status: 400 })
      )
    )
    renderPage(<IntegrationsPage projectRef="default" />)

    await userEvent.click(await screen.findByRole('button', { name: 'Enable pg_cron' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_cron' }, { timeout: 10_000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }))
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('cron.database_name')
  })

  it('shows what failed with a retry when the extension list cannot be read', async () => {
    server.use(http.get(`${PG_META}/extensions`, () => HttpResponse.json({ message: 'connection refused' }, { status: 503 })))
    renderPage(<IntegrationsPage projectRef="default" />)
    expect(await screen.findByRole('button', { name: /Retry/ }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
