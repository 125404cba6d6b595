import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ClientLibrariesPage } from '@/components/project/client-libraries/client-libraries-page'
import { GraphiqlPage } from '@/components/project/integrations/graphql/graphiql-page'
import { QueryPerformancePage } from '@/components/project/advisors/query-performance-page'
import { StorageExplorer } from '@/components/project/storage/storage-explorer'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, extension, extensionsHandler, queryHandler, renderPage, SELF_HOSTED_CONFIG } from './helpers/render-page'

// The storage browser keeps its bucket and folder in the URL.
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

describe('pages that need a platform service or an extension', () => {
  it('Storage without a project ("_" in the route) asks for one and reads nothing', () => {
    renderPage(<StorageExplorer projectRef="_" variant="files" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose a project' })).toHaveAttribute('href', '/dashboard')
  })

  it('GraphiQL says pg_graphql is missing from the embedded database', async () => {
    server.use(extensionsHandler([extension('pgcrypto', null)]))
    renderPage(<GraphiqlPage projectRef="default" />)
    expect(await screen.findByText('pg_graphql is not available in this database')).toBeInTheDocument()
    expect(screen.getByText(/GraphQL queries are answered inside the database by the pg_graphql extension/)).toBeInTheDocument()
  })

  it('Query performance explains how to get pg_stat_statements', async () => {
    server.use(extensionsHandler([extension('pg_stat_statements', null)]))
    renderPage(<QueryPerformancePage projectRef="default" />)
    expect(await screen.findByText('The pg_stat_statements extension is not enabled')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the Extensions page' })).toHaveAttribute('href', '/dashboard/project/default/database/extensions')
  })

  it('Query performance blames embedded PGlite for a missing pg_stat_statements only when the project runs on it', async () => {
    server.use(extensionsHandler([extension('pgcrypto', '1.3')]))
    const onServer = renderPage(<QueryPerformancePage projectRef="default" />, { ...SELF_HOSTED_CONFIG, usesEmbeddedDatabase: false })
    const notice = await screen.findByText(/This database's Postgres server does not ship the pg_stat_statements extension/)
    expect(notice.textContent).not.toMatch(/PGlite|POSTGRES_URL/)
    onServer.unmount()

    // A SELF_HOSTED_PROJECTS project is on a server of its own even when the rest is on PGlite.
    server.use(http.get(`${API_URL}/pg-meta/warehouse/extensions`, () => HttpResponse.json([extension('pgcrypto', '1.3')])))
    const configured = renderPage(<QueryPerformancePage projectRef="warehouse" />, { ...SELF_HOSTED_CONFIG, configuredProjectRefs: ['warehouse'] })
    expect((await screen.findByText(/does not ship the pg_stat_statements extension/)).textContent).not.toMatch(/PGlite/)
    configured.unmount()

    renderPage(<QueryPerformancePage projectRef="default" />)
    expect(await screen.findByText(/does not ship the pg_stat_statements extension \(the embedded PGlite database/)).toBeInTheDocument()
  })

  it('Query performance lists the slowest statements and index suggestions', async () => {
    server.use(
      extensionsHandler([extension('pg_stat_statements', '1.10', 'extensions'), extension('index_advisor', '0.2.0', 'extensions')]),
      queryHandler([
        ['index_advisor(', [{ startup_cost_before: 0, startup_cost_after: 0, total_cost_before: 100, total_cost_after: 8, index_statements: ['CREATE INDEX ON public.todos USING btree (owner)'], errors: [] }]],
        ['pg_stat_statements s', [{ queryid: '42', query: 'select * from todos where owner = $1', role: 'authenticated', calls: 900, total_time_ms: 1234.5, mean_time_ms: 1.37, max_time_ms: 9, rows: 900, cache_hit_percent: 99.5 }]],
      ])
    )
    renderPage(<QueryPerformancePage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Slowest queries' })
    expect(within(table).getByText('select * from todos where owner = $1')).toBeInTheDocument()
    await userEvent.click(within(table).getByRole('button', { name: 'Suggest indexes' }))
    expect(await within(table).findByText('CREATE INDEX ON public.todos USING btree (owner);')).toBeInTheDocument()
    expect(within(table).getByText('Estimated total cost: 100 → 8')).toBeInTheDocument()
  })

  it('Client libraries lists the catalogue with docs under the configured docs URL', () => {
    renderPage(<ClientLibrariesPage />)
    const list = screen.getByRole('list', { name: 'Client libraries' })
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'JavaScript',
      'Flutter',
      'Swift',
      'Python',
      'C#',
      'Kotlin',
    ])
    expect(within(list).getByRole('link', { name: 'Python documentation' })).toHaveAttribute(
      'href',
      'https://supabase.test/docs/reference/python/introduction'
    )
    expect(within(list).getByText('Alpha')).toBeInTheDocument()
    expect(within(list).getAllByText('Community')).toHaveLength(2)
  })
})
