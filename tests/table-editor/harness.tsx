import { http, HttpResponse } from 'msw'

import type { PgColumn, PgTable } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'
import { API_URL } from '@/tests/setup/render-with-providers'

export { API_URL, configureTestPlatform, PROJECT_REF, renderWithProviders, TEST_CONFIG } from '@/tests/setup/render-with-providers'

export function column(tableId: number, position: number, name: string, overrides: Partial<PgColumn> = {}): PgColumn {
  return {
    id: `${tableId}.${position}`,
    table_id: tableId,
    schema: 'public',
    table: 'items',
    name,
    ordinal_position: position,
    data_type: 'text',
    format: 'text',
    is_identity: false,
    identity_generation: null,
    is_generated: false,
    is_nullable: true,
    is_updatable: true,
    is_unique: false,
    default_value: null,
    check: null,
    enums: [],
    comment: null,
    ...overrides,
  }
}

export const ITEMS_TABLE_ID = 16384

/** public.items: id bigint primary key, title text null, data jsonb null, done boolean not null. */
export function itemsTable(overrides: Partial<PgTable> = {}): PgTable {
  return {
    id: ITEMS_TABLE_ID,
    schema: 'public',
    name: 'items',
    rls_enabled: false,
    live_rows_estimate: 1_000_000,
    size: '80 MB',
    comment: null,
    columns: [
      column(ITEMS_TABLE_ID, 1, 'id', {
        data_type: 'bigint',
        format: 'int8',
        is_nullable: false,
        is_identity: true,
        identity_generation: 'BY DEFAULT',
      }),
      column(ITEMS_TABLE_ID, 2, 'title'),
      column(ITEMS_TABLE_ID, 3, 'data', { data_type: 'jsonb', format: 'jsonb' }),
      column(ITEMS_TABLE_ID, 4, 'done', { data_type: 'boolean', format: 'bool', is_nullable: false, default_value: 'false' }),
    ],
    primary_keys: [{ schema: 'public', table_name: 'items', name: 'id', table_id: ITEMS_TABLE_ID }],
    relationships: [],
    ...overrides,
  }
}

/** Rows of public.items with ids from..to (inclusive, either direction); id 1 has a NULL title. */
export function itemRows(from: number, to: number) {
  const step = from <= to ? 1 : -1
  const rows = []
  for (let id = from; step > 0 ? id <= to : id >= to; id += step) {
    rows.push({ id: String(id), title: id === 1 ? null : `item ${id}`, data: { n: id }, done: id % 2 === 0 })
  }
  return rows
}

/** Serves the table's metadata and row count, and records each SQL statement sent to the query endpoint. */
export function serveTable(table: PgTable, answer: (sql: string) => unknown[] | Response) {
  const statements: string[] = []
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/tables`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      return HttpResponse.json(id === null || Number(id) === table.id ? [table] : [])
    }),
    http.get(`${API_URL}/pg-meta/:ref/tables/row-count`, () =>
      HttpResponse.json({ count: table.live_rows_estimate, is_estimate: true })
    ),
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      const result = answer(query)
      return result instanceof Response ? result : HttpResponse.json(result)
    })
  )
  return statements
}

/** jsdom lays nothing out: give scroll containers a size so the virtualizer renders rows. */
export function giveElementsASize(width = 1200, height = 600) {
  const descriptors = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
  }
  const originalScrollTo = HTMLElement.prototype.scrollTo
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height })
  // Tall enough for any test's rows, so scrolling to the end is not clamped to 0.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 10_000_000 })
  // jsdom does not scroll: record the offset and tell listeners, as a browser would.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    const top = typeof options === 'object' ? options.top : undefined
    if (top === undefined) return
    Object.defineProperty(this, 'scrollTop', { configurable: true, writable: true, value: top })
    this.dispatchEvent(new Event('scroll'))
  } as typeof HTMLElement.prototype.scrollTo
  return () => {
    for (const [name, descriptor] of Object.entries(descriptors)) {
      if (descriptor && name !== 'scrollHeight') Object.defineProperty(HTMLElement.prototype, name, descriptor)
    }
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
    HTMLElement.prototype.scrollTo = originalScrollTo
  }
}
