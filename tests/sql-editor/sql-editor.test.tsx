import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { useSyncExternalStore } from 'react'

import { SqlEditor } from '@/components/project/sql-editor/sql-editor'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'
import { useDashboardHistory } from '@/stores/dashboard-history-store'

import {
  API_URL,
  configureTestPlatform,
  findEditor,
  giveLayout,
  pressInEditor,
  PROJECT_REF,
  renderWithProviders,
  selectRange,
  serveCompletion,
  serveSnippets,
  typeSql,
  untagged,
} from './harness'

// Only next/navigation is replaced: the URL is jsdom's, and history.replaceState re-renders readers
// as Next's router does.
const navigation = vi.hoisted(() => {
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const go = (href: string) => {
    window.history.pushState(null, '', href)
    notify()
  }
  return {
    notify,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    push: vi.fn(go),
    replace: vi.fn(go),
  }
})

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push, replace: navigation.replace, prefetch: () => undefined }),
  usePathname: () => useSyncExternalStore(navigation.subscribe, () => window.location.pathname),
  useSearchParams: () => new URLSearchParams(useSyncExternalStore(navigation.subscribe, () => window.location.search)),
}))

let restoreLayout: () => void
const originalReplaceState = window.history.replaceState.bind(window.history)
// Saves still in flight: the editor saves pending edits when it unmounts, after each test.
let inFlight = 0
server.events.on('request:start', ({ request }) => void (request.method === 'PUT' && inFlight++))
server.events.on('response:mocked', ({ request }) => void (request.method === 'PUT' && inFlight--))

beforeEach(() => {
  configureTestPlatform()
  restoreLayout = giveLayout()
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    originalReplaceState(...args)
    navigation.notify()
  }
  useDashboardHistory.setState({ history: {} })
  navigation.push.mockClear()
  serveCompletion()
})
afterEach(async () => {
  cleanup()
  await new Promise((resolve) => setTimeout(resolve, 0))
  await waitFor(() => expect(inFlight).toBe(0))
  restoreLayout()
  window.history.replaceState = originalReplaceState
  resetPlatformClient()
})

function openEditor(snippetId: string) {
  originalReplaceState(null, '', `/project/${PROJECT_REF}/sql/${snippetId}`)
  return renderWithProviders(<SqlEditor projectRef={PROJECT_REF} snippetId={snippetId} />)
}

/** Answers pg-meta queries with `respond(statement)`, recording the statements received. */
function serveQueries(respond: (statement: string) => Response | Promise<Response>) {
  const statements: string[] = []
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      return respond(untagged(query))
    })
  )
  return statements
}

describe('SQL editor', () => {
  it('runs the whole script with Ctrl+Enter and shows the rows with their count', async () => {
    serveSnippets([])
    const statements = serveQueries(() => HttpResponse.json([{ answer: 42 }]))
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select 40 + 2 as answer')
    pressInEditor(view, 'Enter')

    const grid = await screen.findByRole('grid', { name: 'Query results' })
    expect(within(grid).getByRole('columnheader', { name: 'answer' })).toBeInTheDocument()
    expect(within(grid).getByRole('gridcell', { name: '42' })).toBeInTheDocument()
    expect(screen.getByText('Results: 1 row')).toBeInTheDocument()
    // Each statement carries a run tag so it can be cancelled in the database.
    expect(statements).toHaveLength(1)
    expect(statements[0]).toMatch(/^\/\* dashboard-run:[0-9a-f-]{36} \*\/ select 40 \+ 2 as answer$/)
  })

  it('runs with Ctrl+Enter while focus is on the toolbar too', async () => {
    serveSnippets([])
    const statements = serveQueries(() => HttpResponse.json([{ n: 1 }]))
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select 1 as n')
    screen.getByRole('button', { name: 'Format' }).focus()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    expect(await screen.findByText('Results: 1 row')).toBeInTheDocument()
    expect(statements).toHaveLength(1)
  })

  it('runs only the selection when there is one', async () => {
    serveSnippets([])
    const statements = serveQueries(() => HttpResponse.json([{ b: 2 }]))
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select 1 as a;\nselect 2 as b;')
    selectRange(view, 15, 28)
    await userEvent.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Results: 1 row')).toBeInTheDocument()
    expect(statements.map(untagged)).toEqual(['select 2 as b'])
  })

  it('shows each statement of a script in its own tab, EXPLAIN as a plan', async () => {
    serveSnippets([])
    const statements = serveQueries((statement) =>
      statement.includes('explain')
        ? HttpResponse.json([{ 'QUERY PLAN': 'Result  (cost=0.00..0.01 rows=1 width=4)' }])
        : HttpResponse.json([{ a: 1 }, { a: 2 }])
    )
    openEditor('new')
    const view = await findEditor()
    typeSql(view, "select a from t; -- two rows\nexplain select ';'")
    pressInEditor(view, 'Enter')

    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Statement 1', 'Statement 2'])
    expect(statements.map(untagged)).toEqual(['select a from t', "-- two rows\nexplain select ';'"])
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Query plan')).toHaveTextContent('Result (cost=0.00..0.01 rows=1 width=4)')

    await userEvent.click(tabs[0])
    expect(screen.getByText('Results: 2 rows')).toBeInTheDocument()
    expect(screen.getByRole('grid', { name: 'Query results' })).toHaveAttribute('aria-rowcount', '3')
  })

  it('shows a Postgres error with its position, marks it in the editor, and stops the script there', async () => {
    serveSnippets([])
    const prefixLength = '/* dashboard-run:0f0e0d0c-0000-4000-8000-000000000000 */ '.length
    const statements = serveQueries((statement) =>
      statement.includes('missing_table')
        ? HttpResponse.json(
            // Postgres counts from the start of what it received: the run tag, then the statement.
            { message: 'relation "missing_table" does not exist', code: '42P01', position: String(prefixLength + 15) },
            { status: 400 }
          )
        : HttpResponse.json([{ one: 1 }])
    )
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select 1;\nselect * from missing_table;\nselect 3')
    pressInEditor(view, 'Enter')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('ERROR: relation "missing_table" does not exist')
    expect(alert).toHaveTextContent('At line 2, column 15')
    expect(statements).toHaveLength(2)
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getAllByRole('tab')[2])
    expect(screen.getByText('Not run: an earlier statement failed.')).toBeInTheDocument()
    await waitFor(() => expect(view.contentDOM.querySelector('.cm-lintRange-error')).toHaveTextContent('missing_table'))
    // The page is still usable: run again after fixing the statement.
    typeSql(view, 'select 1')
    pressInEditor(view, 'Enter')
    expect(await screen.findByText('Results: 1 row')).toBeInTheDocument()
  })

  it('cancels a running query: stops waiting, says so, and cancels it in the database', async () => {
    serveSnippets([])
    const statements = serveQueries(async (statement) => {
      if (statement.includes('pg_cancel_backend')) return HttpResponse.json([{ cancelled: true }])
      await delay('infinite')
      return HttpResponse.json([])
    })
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select pg_sleep(600)')
    pressInEditor(view, 'Enter')

    expect(await screen.findByText('Running…')).toBeInTheDocument()
    expect(screen.getByLabelText('Elapsed time')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(await screen.findByText('Query cancelled')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled()
    await waitFor(() => expect(statements).toHaveLength(2))
    const tag = /dashboard-run:([0-9a-f-]{36})/.exec(statements[0])?.[1]
    expect(statements[1]).toContain(`%dashboard-run:${tag}%`)
  })

  it('formats the SQL with the PostgreSQL dialect', async () => {
    serveSnippets([])
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select a,b from t where x=1')
    await userEvent.click(screen.getByRole('button', { name: 'Format' }))
    await waitFor(() => expect(view.state.doc.toString()).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1'))
  })

  it('opens a cell’s whole value, JSON pretty-printed', async () => {
    serveSnippets([])
    serveQueries(() => HttpResponse.json([{ doc: { user: { name: 'Ada', tags: ['admin'] } } }]))
    openEditor('new')
    const view = await findEditor()
    typeSql(view, 'select doc from docs')
    pressInEditor(view, 'Enter')
    await userEvent.click(await screen.findByRole('gridcell'))
    const dialog = await screen.findByRole('dialog', { name: 'doc' })
    expect(within(dialog).getByLabelText('Cell value').textContent).toBe(
      JSON.stringify({ user: { name: 'Ada', tags: ['admin'] } }, null, 2)
    )
  })
})
