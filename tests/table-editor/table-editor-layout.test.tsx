import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TableEditorEmpty } from '@/components/table-editor/table-editor-empty'
import { TableEditorLayout } from '@/components/table-editor/table-editor-layout'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'

import { API_URL, configureTestPlatform, itemsTable, PROJECT_REF, renderWithProviders, TEST_CONFIG } from './harness'
import { projectDetailBody } from '@/tests/setup/project-fixture'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/default/editor')

function serveCatalog(requests: URL[] = []) {
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/schemas`, () =>
      HttpResponse.json([
        { id: 1, name: 'public', owner: 'postgres' },
        { id: 2, name: 'sales', owner: 'postgres' },
      ])
    ),
    http.get(`${API_URL}/pg-meta/:ref/tables`, ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const schema = url.searchParams.get('included_schemas')
      if (schema === 'sales') return HttpResponse.json([itemsTable({ id: 7, schema: 'sales', name: 'orders', live_rows_estimate: 1 })])
      return HttpResponse.json([itemsTable(), itemsTable({ id: 9, name: 'notes', live_rows_estimate: 42 })])
    })
  )
  return requests
}

beforeEach(() => {
  configureTestPlatform()
  navigation.go('/project/default/editor')
  navigation.push.mockClear()
})
afterEach(() => resetPlatformClient())

describe('table editor layout', () => {
  it('lists the schema\'s tables with estimated row counts and asks to select one', async () => {
    const requests = serveCatalog()
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
    // Names and estimates only: the list never asks for columns.
    expect(requests[0].searchParams.get('include_columns')).toBe('false')

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
      http.get(`${API_URL}/pg-meta/:ref/tables`, ({ request }) => {
        requests.push(request)
        return HttpResponse.json([itemsTable()])
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
})
