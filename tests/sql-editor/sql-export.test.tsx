import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
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
  PROJECT_REF,
  renderWithProviders,
  serveCompletion,
  serveSnippets,
  TEST_CONFIG,
  typeSql,
  untagged,
} from './harness'

// The router's own idea of the path, as usePathname reports it: it moves on router navigations and
// on history changes the router follows, not whenever the address bar changes.
const navigation = vi.hoisted(() => {
  const listeners = new Set<() => void>()
  const router = { pathname: '/' }
  const notify = () => {
    router.pathname = window.location.pathname
    listeners.forEach((listener) => listener())
  }
  const go = (href: string) => {
    window.history.pushState(null, '', href)
    notify()
  }
  return {
    router,
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
  usePathname: () => useSyncExternalStore(navigation.subscribe, () => navigation.router.pathname),
  useSearchParams: () => new URLSearchParams(useSyncExternalStore(navigation.subscribe, () => window.location.search)),
}))

let restoreLayout: () => void
const originalReplaceState = window.history.replaceState.bind(window.history)
let inFlight = 0
server.events.on('request:start', ({ request }) => void (request.method === 'PUT' && inFlight++))
server.events.on('response:mocked', ({ request }) => void (request.method === 'PUT' && inFlight--))

beforeEach(() => {
  configureTestPlatform()
  restoreLayout = giveLayout()
  // As Next's router does: a replaceState carrying its own entry state (__NA, _N) is taken for the
  // router's own bookkeeping and not followed; any other replaceState moves usePathname.
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    originalReplaceState(...args)
    const state = args[0] as { __NA?: boolean; _N?: unknown } | null
    if (!state?.__NA && !state?._N) navigation.notify()
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
  vi.restoreAllMocks()
})

function openEditor(snippetId: string, config = TEST_CONFIG, search = '') {
  // The entry Next's router made for the page, with its marker state.
  originalReplaceState({ __NA: true }, '', `/project/${PROJECT_REF}/sql/${snippetId}${search}`)
  navigation.router.pathname = window.location.pathname
  return renderWithProviders(<SqlEditor projectRef={PROJECT_REF} snippetId={snippetId} />, config)
}

describe('exporting results', () => {
  it('self-hosted: checks the query, then streams it through a form POST to the export route', async () => {
    serveSnippets([])
    const checks: unknown[] = []
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/export`, async ({ request }) => {
        const body = (await request.json()) as { query: string }
        checks.push(body)
        return body.query.includes('nope')
          ? HttpResponse.json({ message: 'relation "nope" does not exist', position: 15 }, { status: 400 })
          : new HttpResponse(null, { status: 204 })
      })
    )
    const submitted: { action: string; fields: Record<string, string> }[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: this.action, fields: Object.fromEntries(new FormData(this)) as Record<string, string> })
    })
    openEditor('new')
    const view = await findEditor()

    typeSql(view, 'select * from generate_series(1, 200000);')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(checks).toEqual([{ query: 'select * from generate_series(1, 200000)', format: 'csv', dryRun: true }])
    expect(submitted[0]).toEqual({
      action: `${API_URL}/pg-meta/${PROJECT_REF}/export`,
      fields: { query: 'select * from generate_series(1, 200000)', format: 'csv' },
    })

    typeSql(view, 'select * from nope')
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }))
    expect(await screen.findByText('Export failed: relation "nope" does not exist')).toBeInTheDocument()

    // Nothing run yet and two statements on screen: the last one is exported.
    typeSql(view, 'select 1; select 2')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(submitted).toHaveLength(2))
    expect(submitted[1].fields).toEqual({ query: 'select 2', format: 'csv' })
  })

  it('platform: sends the encrypted connection and exports the rows shown in the grid', async () => {
    serveSnippets([])
    server.use(
      http.get(`${API_URL}/projects/:ref`, () =>
        HttpResponse.json({
          id: 1,
          ref: PROJECT_REF,
          name: 'Project',
          organization_id: 1,
          status: 'ACTIVE_HEALTHY',
          region: 'us-east-1',
          cloud_provider: 'AWS',
          inserted_at: '2025-01-01T00:00:00Z',
          connectionString: 'encrypted-connection',
        })
      ),
      http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
        if (request.headers.get('x-connection-encrypted') !== 'encrypted-connection') {
          return HttpResponse.json({ message: 'missing connection' }, { status: 400 })
        }
        const { query } = (await request.json()) as { query: string }
        return HttpResponse.json(untagged(query) === 'select id, note from notes' ? [{ id: 1, note: 'a, "b"' }, { id: 2, note: null }] : [])
      })
    )
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:export'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)

    openEditor('new', { ...TEST_CONFIG, isPlatform: true })
    const view = await findEditor()
    typeSql(view, 'select id, note from notes')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Results: 2 rows')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    expect(await blobs[0].text()).toBe('id,note\r\n1,"a, ""b"""\r\n2,\r\n')
  })

  describe('self-hosted, after a run', () => {
    function serveQueries(answer: (query: string) => Record<string, unknown>[]) {
      const seen = { queries: [] as string[], exports: [] as unknown[] }
      server.use(
        http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
          const { query } = (await request.json()) as { query: string }
          seen.queries.push(untagged(query))
          return HttpResponse.json(answer(untagged(query)))
        }),
        http.post(`${API_URL}/pg-meta/:ref/export`, async ({ request }) => {
          seen.exports.push(await request.json())
          return new HttpResponse(null, { status: 204 })
        })
      )
      return seen
    }
    function captureDownloads() {
      const blobs: Blob[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob)
        return 'blob:export'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
      const submitted: Record<string, string>[] = []
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
        submitted.push(Object.fromEntries(new FormData(this)) as Record<string, string>)
      })
      return { blobs, submitted }
    }
    async function run(sql: string, summary: string) {
      serveSnippets([])
      openEditor('new')
      const view = await findEditor()
      typeSql(view, sql)
      await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled())
      fireEvent.click(screen.getByRole('button', { name: 'Run' }))
      expect(await screen.findByText(summary)).toBeInTheDocument()
      return view
    }

    it('exports the rows an INSERT … RETURNING returned, without running it again or wrapping it in a cursor', async () => {
      const insert = "insert into notes (note) values ('x') returning *"
      const seen = serveQueries((query) => (query === insert ? [{ id: 7, note: 'x' }] : []))
      const downloads = captureDownloads()
      await run(insert, 'Results: 1 row')

      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(downloads.blobs).toHaveLength(1))
      expect(await downloads.blobs[0].text()).toBe('id,note\r\n7,x\r\n')
      expect(await screen.findByText('Exported the 1 row shown: the statement changes data, so it was not run again')).toBeInTheDocument()
      expect(seen.queries).toEqual([insert])
      expect(seen.exports).toEqual([])
      expect(downloads.submitted).toEqual([])
    })

    it('with two statements run, streams the last one (a read-only query) as shown', async () => {
      const seen = serveQueries((query) => (query === 'select id from notes' ? [{ id: 1 }, { id: 2 }] : []))
      const downloads = captureDownloads()
      await run("insert into notes (note) values ('y');\nselect id from notes", 'Results: 2 rows')

      await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }))
      await waitFor(() => expect(downloads.submitted).toHaveLength(1))
      expect(seen.exports).toEqual([{ query: 'select id from notes', format: 'json', dryRun: true }])
      expect(downloads.submitted[0]).toEqual({ query: 'select id from notes', format: 'json' })
      expect(seen.queries).toEqual(["insert into notes (note) values ('y')", 'select id from notes'])
    })

    it('exports the shown rows of a write that was the last of several statements', async () => {
      const update = "update notes set note = 'z' returning id"
      const seen = serveQueries((query) => (query === update ? [{ id: 3 }] : [{ a: 1 }]))
      const downloads = captureDownloads()
      await run(`select 1 as a; ${update}`, 'Results: 1 row')

      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(downloads.blobs).toHaveLength(1))
      expect(await downloads.blobs[0].text()).toBe('id\r\n3\r\n')
      expect(seen.queries).toEqual(['select 1 as a', update])
      expect(seen.exports).toEqual([])
    })
  })

  it('self-hosted, nothing run: refuses to run a write for an export and sends nothing', async () => {
    serveSnippets([])
    const sent: string[] = []
    server.use(
      http.post(`${API_URL}/pg-meta/:ref/:action`, ({ params }) => {
        sent.push(String(params.action))
        return new HttpResponse(null, { status: 204 })
      })
    )
    openEditor('new')
    const view = await findEditor()
    typeSql(view, "insert into notes (note) values ('x') returning *")
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(
      await screen.findByText('Run the statement first: it changes data, so the export saves the rows it returned instead of running it again')
    ).toBeInTheDocument()
    expect(sent).toEqual([])
  })
})
