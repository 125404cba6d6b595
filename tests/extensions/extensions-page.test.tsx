import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ExtensionsPage } from '@/components/project/database/extensions/extensions-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { PgExtension } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'
import { API_URL, configureTestPlatform, PROJECT_REF, renderWithProviders } from '@/tests/table-editor/harness'

function available(name: string, installed: string | null = null, schema: string | null = null): PgExtension {
  return { name, schema, default_version: '1.0', installed_version: installed, comment: `${name} from the database` }
}

/** An in-memory database: GET lists, POST installs, DELETE drops (or fails with `dropError`). */
function serveDatabase(initial: PgExtension[], dropError?: string) {
  let extensions = initial
  const created: unknown[] = []
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/extensions`, () => HttpResponse.json(extensions)),
    http.get(`${API_URL}/pg-meta/:ref/schemas`, () =>
      HttpResponse.json([
        { id: 1, name: 'extensions', owner: 'postgres' },
        { id: 2, name: 'public', owner: 'postgres' },
      ])
    ),
    http.post(`${API_URL}/pg-meta/:ref/extensions`, async ({ request }) => {
      const body = (await request.json()) as { name: string; schema?: string }
      created.push(body)
      extensions = extensions.map((extension) =>
        extension.name === body.name ? { ...extension, installed_version: '1.6', schema: body.schema ?? 'public' } : extension
      )
      return HttpResponse.json(extensions.find((extension) => extension.name === body.name))
    }),
    http.delete(`${API_URL}/pg-meta/:ref/extensions`, ({ request }) => {
      const name = new URL(request.url).searchParams.get('id')
      if (dropError) return HttpResponse.json({ message: dropError, code: '2BP01' }, { status: 400 })
      extensions = extensions.map((extension) =>
        extension.name === name ? { ...extension, installed_version: null, schema: null } : extension
      )
      return HttpResponse.json(extensions.find((extension) => extension.name === name))
    })
  )
  return { created }
}

const DATABASE = [available('hstore', '1.8', 'public'), available('pg_trgm'), available('pg_cron'), available('local_only')]

beforeEach(() => configureTestPlatform())
afterEach(() => resetPlatformClient())

function renderPage() {
  return renderWithProviders(
    <>
      <ExtensionsPage projectRef={PROJECT_REF} />
      <Toaster />
    </>
  )
}

const row = (name: string) => screen.getByRole('listitem', { name })

describe('extensions page', () => {
  it('joins the catalogue with what the database has', async () => {
    serveDatabase(DATABASE)
    renderPage()
    const hstore = await screen.findByRole('switch', { name: 'hstore' })
    expect(hstore).toBeChecked()
    expect(within(row('hstore')).getByText('v1.8')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'pg_trgm' })).not.toBeChecked()
    // In the catalogue but not installable here; in the database but not in the catalogue.
    expect(screen.getByRole('switch', { name: 'plv8' })).toBeDisabled()
    expect(within(row('plv8')).getByText('Not available on this database')).toBeInTheDocument()
    expect(within(row('local_only')).getByText('local_only from the database')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'local_only' })).toBeEnabled()
  })

  it('warns about extensions deprecated in Postgres 17 and links docs and products', async () => {
    serveDatabase(DATABASE)
    renderPage()
    await screen.findByRole('switch', { name: 'hstore' })
    for (const name of ['pgjwt', 'plcoffee', 'plls', 'plv8', 'timescaledb']) {
      expect(within(row(name)).getByText('Deprecated in Postgres 17')).toBeInTheDocument()
    }
    expect(within(row('hstore')).queryByText('Deprecated in Postgres 17')).not.toBeInTheDocument()
    expect(within(row('pg_trgm')).getByRole('link', { name: 'pg_trgm documentation' })).toHaveAttribute(
      'href',
      'https://supabase.com/docs/guides/database/extensions/pg_trgm'
    )
    expect(within(row('pg_cron')).getByRole('link', { name: 'Cron' })).toHaveAttribute(
      'href',
      '/dashboard/project/default/integrations/cron'
    )
    expect(within(row('pg_graphql')).getByRole('link', { name: 'GraphiQL' })).toHaveAttribute(
      'href',
      '/dashboard/project/default/api/graphiql'
    )
  })

  it('searches names and descriptions, and filters by tag', async () => {
    serveDatabase(DATABASE)
    renderPage()
    await screen.findByRole('switch', { name: 'hstore' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for an extension' }), 'trigram')
    expect(screen.getAllByRole('switch').map((element) => element.getAttribute('aria-label'))).toEqual(['pg_trgm'])

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search for an extension' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'Data Type')
    const names = screen.getAllByRole('switch').map((element) => element.getAttribute('aria-label'))
    expect(names).toContain('hstore')
    expect(names).toContain('citext')
    expect(names).not.toContain('pg_trgm')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for an extension' }), 'no such thing')
    expect(screen.getByText('No extensions match your search')).toBeInTheDocument()
  })

  it('enables an extension in the chosen schema after confirmation', async () => {
    const { created } = serveDatabase(DATABASE)
    renderPage()
    await userEvent.click(await screen.findByRole('switch', { name: 'pg_trgm' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_trgm' })
    expect(within(dialog).getByRole('combobox', { name: 'Schema' })).toHaveValue('extensions')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Schema' }), 'public')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }))

    expect(await screen.findByText('Extension "pg_trgm" is now enabled')).toBeInTheDocument()
    expect(created).toEqual([{ name: 'pg_trgm', schema: 'public', cascade: true }])
    await waitFor(() => expect(screen.getByRole('switch', { name: 'pg_trgm' })).toBeChecked())
    expect(screen.queryByRole('dialog', { name: 'Enable pg_trgm' })).not.toBeInTheDocument()
  })

  it('shows a failed disable as a toast and leaves the extension enabled', async () => {
    serveDatabase(DATABASE, 'cannot drop extension hstore because other objects depend on it')
    renderPage()
    await userEvent.click(await screen.findByRole('switch', { name: 'hstore' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable hstore' })
    expect(dialog).toHaveTextContent('Are you sure you want to turn OFF the "hstore" extension?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable extension' }))
    expect(
      await screen.findByText('Failed to disable hstore: cannot drop extension hstore because other objects depend on it')
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('switch', { name: 'hstore' })).toBeChecked()
  })

  it('disables an extension after confirmation', async () => {
    serveDatabase(DATABASE)
    renderPage()
    await userEvent.click(await screen.findByRole('switch', { name: 'hstore' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable hstore' })).getByRole('button', { name: 'Disable extension' })
    )
    expect(await screen.findByText('Extension "hstore" is now disabled')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('switch', { name: 'hstore' })).not.toBeChecked())
  })
})
