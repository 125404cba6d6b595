import { screen, waitFor, within } from '@testing-library/react'
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

  it('Query performance plans index proposals with hypopg and creates the chosen one concurrently', async () => {
    const received: string[] = []
    let created = false
    const statement = { queryid: '42', query: 'select * from todos where owner = $1 order by inserted_at', role: 'authenticated', calls: 900, total_time_ms: 1234.5, mean_time_ms: 1.37, max_time_ms: 9, rows: 900, cache_hit_percent: 99.5 }
    server.use(
      extensionsHandler([extension('pg_stat_statements', '1.10', 'extensions'), extension('hypopg', '1.3.1', 'extensions')]),
      http.post(`${API_URL}/pg-meta/default/query`, async ({ request }) => {
        const { query } = (await request.json()) as { query: string }
        received.push(query)
        if (query.includes('pg_stat_statements s')) return HttpResponse.json([statement])
        if (query.startsWith('create index concurrently')) {
          created = true
          return HttpResponse.json([])
        }
        if (query.includes('"extensions".hypopg_create_index')) {
          const before = created ? 12.5 : 4538.04
          return HttpResponse.json([
            { candidate: null, total_cost: before, error: null },
            { candidate: 1, total_cost: 77.59, error: null },
            { candidate: 2, total_cost: 605.4, error: null },
            { candidate: 3, total_cost: 9000, error: null },
          ])
        }
        return HttpResponse.json({ message: `unexpected SQL: ${query.slice(0, 80)}` }, { status: 500 })
      })
    )
    renderPage(<QueryPerformancePage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Slowest queries' })
    expect(within(table).getByText(statement.query)).toBeInTheDocument()
    await userEvent.click(within(table).getByRole('button', { name: 'Advise indexes' }))
    const proposals = await within(table).findByRole('table', { name: 'Proposed indexes' })
    expect(within(table).getByText('Estimated total cost now: 4,538.04')).toBeInTheDocument()
    const rows = within(proposals).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'todos (owner, inserted_at)4,538.04 → 77.59 (−98%)Create index',
      'todos (owner)4,538.04 → 605.4 (−87%)Create index',
      'todos (inserted_at)4,538.04 → 9,000 (no gain)',
    ])
    // Parameters are planned as a generic plan, and hypopg is reset in the same request.
    const adviceSql = received.find((sql) => sql.includes('hypopg_create_index'))!
    expect(adviceSql).toContain('force_generic_plan')
    expect(adviceSql).toContain('"extensions".hypopg_reset()')

    await userEvent.click(within(proposals).getByRole('button', { name: 'Create index on todos (owner, inserted_at)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create index on todos (owner, inserted_at)' })
    expect(within(dialog).getByText(/builds the index without blocking writes to the table/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('create index concurrently on "todos" ("owner", "inserted_at");')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create index' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Sent on its own, never inside begin … commit.
    expect(received).toContain('create index concurrently on "todos" ("owner", "inserted_at");')
    expect(await within(table).findByText('Estimated total cost now: 12.5')).toBeInTheDocument()
  })

  it('Query performance offers to enable hypopg when the server has it, and rejects statements it cannot analyse', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_stat_statements', '1.10', 'extensions'), extension('hypopg', null)]),
      queryHandler(
        [
          ['pg_stat_statements s', [{ queryid: '7', query: 'update todos set done = $1 where id = $2', role: 'postgres', calls: 3, total_time_ms: 9, mean_time_ms: 3, max_time_ms: 4, rows: 3, cache_hit_percent: null }]],
          ['create extension "hypopg"', []],
        ],
        received
      )
    )
    renderPage(<QueryPerformancePage projectRef="default" />)
    expect(await screen.findByText('The hypopg extension is not enabled')).toBeInTheDocument()
    expect(within(await screen.findByRole('table', { name: 'Slowest queries' })).queryByRole('button', { name: 'Advise indexes' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enable hypopg' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable hypopg' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('create extension "hypopg";')
    server.use(extensionsHandler([extension('pg_stat_statements', '1.10', 'extensions'), extension('hypopg', '1.3.1', 'public')]))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable hypopg' }))
    const table = await screen.findByRole('table', { name: 'Slowest queries' })
    await userEvent.click(await within(table).findByRole('button', { name: 'Advise indexes' }))
    expect(await within(table).findByText(/Only SELECT statements can be analysed/)).toBeInTheDocument()
    expect(received.some((sql) => sql.includes('hypopg_create_index'))).toBe(false)
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
