import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TableEditorEmpty } from '@/components/project/table-editor/table-editor-empty'
import { TableEditorLayout } from '@/components/project/table-editor/table-editor-layout'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'

import { API_URL, configureTestPlatform, giveElementsASize, ITEMS_TABLE_ID, PROJECT_REF, renderWithProviders, TEST_CONFIG } from './harness'
import { projectDetailBody } from '@/tests/setup/project-fixture'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/default/editor')

interface ListEntry {
  id: number
  schema: string
  name: string
  rls_enabled: boolean
  live_rows_estimate: string
}

const entry = (id: number, schema: string, name: string, rows: number): ListEntry => ({
  id,
  schema,
  name,
  rls_enabled: false,
  // bigint columns arrive as strings from the query endpoint.
  live_rows_estimate: String(rows),
})

/** The schemas, and the list's catalogue query answered per schema; records each SQL statement. */
function serveCatalog(statements: string[] = [], tablesFor: (schema: string) => ListEntry[] = defaultTables) {
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/schemas`, () =>
      HttpResponse.json([
        { id: 1, name: 'public', owner: 'postgres' },
        { id: 2, name: 'sales', owner: 'postgres' },
      ])
    ),
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      const schema = /n\.nspname = '([^']*)'/.exec(query)?.[1] ?? ''
      return HttpResponse.json(tablesFor(schema))
    })
  )
  return statements
}

function defaultTables(schema: string): ListEntry[] {
  if (schema === 'sales') return [entry(7, 'sales', 'orders', 1)]
  return [entry(ITEMS_TABLE_ID, 'public', 'items', 1_000_000), entry(9, 'public', 'notes', 42)]
}

let restoreSize: () => void
beforeEach(() => {
  restoreSize = giveElementsASize(256, 600)
  configureTestPlatform()
  navigation.go('/project/default/editor')
  navigation.push.mockClear()
})
afterEach(() => {
  restoreSize()
  resetPlatformClient()
})

describe('table editor layout', () => {
  it('lists the schema\'s tables with estimated row counts and asks to select one', async () => {
    const statements = serveCatalog()
    renderWithProviders(
      <TableEditorLayout projectRef={PROJECT_REF}>
        <TableEditorEmpty />
      </TableEditorLayout>
    )
    expect(screen.getByRole('heading', { name: 'Select a table' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Tables in public' })
    const items = await within(list).findByRole('link', { name: /items/ })
    expect(items).toHaveTextContent('≈ 1,000,000 rows')
    expect(items).toHaveAttribute('href', `/dashboard/project/${PROJECT_REF}/editor/16384?schema=public`)
    expect(within(list).getByRole('link', { name: /notes/ })).toHaveTextContent('≈ 42 rows')
    // Names and estimates only: one light catalogue read, no columns, sizes or keys.
    expect(statements).toHaveLength(1)
    expect(statements[0]).toContain("n.nspname = 'public'")
    expect(statements[0]).not.toMatch(/pg_total_relation_size|pg_attribute/)

    await userEvent.type(screen.getByRole('textbox', { name: 'Search tables' }), 'not')
    expect(within(list).queryByRole('link', { name: /items/ })).not.toBeInTheDocument()
  })

  it('sends the project\'s encrypted connection string with pg-meta requests on the platform', async () => {
    configurePlatformClient({ requiresConnectionEncryption: true })
    const requests: Request[] = []
    server.use(
      http.get(`${API_URL}/projects/:ref`, () => HttpResponse.json(projectDetailBody({ ref: PROJECT_REF, connectionString: 'enc-123' }))),
      http.get(`${API_URL}/pg-meta/:ref/schemas`, ({ request }) => {
        requests.push(request)
        return HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }])
      }),
      http.post(`${API_URL}/pg-meta/:ref/query`, ({ request }) => {
        requests.push(request)
        return HttpResponse.json([entry(ITEMS_TABLE_ID, 'public', 'items', 1_000_000)])
      })
    )
    renderWithProviders(
      <TableEditorLayout projectRef={PROJECT_REF}>
        <TableEditorEmpty />
      </TableEditorLayout>,
      { ...TEST_CONFIG, isPlatform: true }
    )
    await screen.findByRole('link', { name: /items/ })
    expect(requests.length).toBeGreaterThanOrEqual(2)
    expect(requests.map((request) => request.headers.get('x-connection-encrypted'))).toEqual(
      requests.map(() => 'enc-123')
    )
  })

  it('switches schema through the URL', async () => {
    serveCatalog()
    renderWithProviders(
      <TableEditorLayout projectRef={PROJECT_REF}>
        <TableEditorEmpty />
      </TableEditorLayout>
    )
    await screen.findByRole('list', { name: 'Tables in public' })
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Schema' }), 'sales')
    expect(navigation.push).toHaveBeenCalledWith('/project/default/editor?schema=sales')
    const list = await screen.findByRole('list', { name: 'Tables in sales' })
    expect(await within(list).findByRole('link', { name: /orders/ })).toHaveTextContent('≈ 1 row')
  })

  it('renders only the entries in view of a long list, each placed in the whole, and reaches every entry with the keys', async () => {
    const many = Array.from({ length: 1_000 }, (_, index) => entry(20_000 + index, 'public', `table_${String(index + 1).padStart(4, '0')}`, index))
    serveCatalog([], () => many)
    renderWithProviders(
      <TableEditorLayout projectRef={PROJECT_REF}>
        <TableEditorEmpty />
      </TableEditorLayout>
    )
    const list = await screen.findByRole('list', { name: 'Tables in public' })
    const first = await within(list).findByRole('link', { name: /^table_0001/ })
    const items = within(list).getAllByRole('listitem')
    expect(items.length).toBeLessThan(60)
    expect(items[0]).toHaveAttribute('aria-setsize', '1000')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    // One tab stop: the first entry until the keys move it.
    expect(first).toHaveAttribute('tabindex', '0')
    expect(within(list).getByRole('link', { name: /^table_0002/ })).toHaveAttribute('tabindex', '-1')

    await userEvent.click(screen.getByRole('textbox', { name: 'Search tables' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(within(list).getByRole('link', { name: /^table_0002/ })).toHaveFocus()
    await userEvent.keyboard('{End}')
    const last = await within(list).findByRole('link', { name: /^table_1000/ })
    await waitFor(() => expect(last).toHaveFocus())
    expect(last.closest('li')).toHaveAttribute('aria-posinset', '1000')
    expect(last).toHaveAttribute('tabindex', '0')
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(within(list).getByRole('link', { name: /^table_0001/ })).toHaveFocus())
  })
})
