import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'

import { SqlEditor } from '@/components/project/sql-editor/sql-editor'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'
import { useDashboardHistory } from '@/stores/dashboard-history-store'

import {
  configureTestPlatform,
  findEditor,
  giveLayout,
  pressInEditor,
  PROJECT_REF,
  renderWithProviders,
  serveCompletion,
  serveSnippets,
  snippet,
  TEST_CONFIG,
  typeSql,
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

const EXISTING = snippet({ id: '11111111-2222-4333-8444-555555555555', name: 'Active users', content: { sql: 'select * from users', schema_version: '1.0' } })
const OTHER = snippet({ id: '66666666-7777-4888-9999-000000000000', name: 'Big orders' })

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

describe('SQL snippets', () => {
  it('creates a new snippet on its first autosave, then takes its id in the URL and the history', async () => {
    const content = serveSnippets([OTHER])
    openEditor('new')
    expect(useDashboardHistory.getState().history[PROJECT_REF]).toBeUndefined()
    const view = await findEditor()
    typeSql(view, 'select now()')

    await waitFor(() => expect(content.puts).toHaveLength(1), { timeout: 10_000 })
    const created = content.puts[0]
    expect(created).toMatchObject({ name: 'Untitled query', type: 'sql', content: { sql: 'select now()', schema_version: '1.0' } })
    await waitFor(() => expect(window.location.pathname).toBe(`/project/${PROJECT_REF}/sql/${created.id}`))
    expect(useDashboardHistory.getState().history[PROJECT_REF]?.sql).toBe(created.id)
    expect(await screen.findByTestId('snippet-save-status')).toHaveTextContent('Saved')
    const list = screen.getByRole('navigation', { name: 'SQL snippets' })
    expect(within(list).getByRole('link', { name: 'Untitled query' })).toHaveAttribute('aria-current', 'page')

    // The same editor keeps going: Ctrl+S saves the next edit at once, under the same id.
    typeSql(view, 'select now(), 1')
    pressInEditor(view, 's')
    await waitFor(() => expect(content.puts).toHaveLength(2))
    expect(content.puts[1]).toMatchObject({ id: created.id, content: { sql: 'select now(), 1' } })
    expect(view.state.doc.toString()).toBe('select now(), 1')
  })

  it('opens a template as a new snippet named after it, saved under that name once edited, without the template in the URL', async () => {
    const content = serveSnippets([])
    openEditor('new', TEST_CONFIG, '?template=updated-at-trigger')
    const view = await findEditor()
    expect(view.state.doc.toString()).toContain('create trigger notes_set_updated_at')
    const templates = within(screen.getByRole('navigation', { name: 'SQL snippets' })).getByText('Templates')
    expect(templates.closest('details')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find long-running queries' })).toHaveAttribute(
      'href',
      `/dashboard/project/${PROJECT_REF}/sql/new?template=long-running-queries`
    )
    expect(content.puts).toHaveLength(0)

    typeSql(view, `${view.state.doc.toString()}\n-- reviewed`)
    await waitFor(() => expect(content.puts).toHaveLength(1), { timeout: 3000 })
    expect(content.puts[0]).toMatchObject({ name: 'Stamp updated_at with a trigger' })
    await waitFor(() => expect(window.location.pathname).toBe(`/project/${PROJECT_REF}/sql/${content.puts[0].id}`))
    expect(window.location.search).toBe('')
  })

  it('does not create a snippet for an empty editor', async () => {
    const content = serveSnippets([])
    openEditor('new')
    const view = await findEditor()
    pressInEditor(view, 's')
    expect(await screen.findByText('No saved snippets yet. Queries are saved as you type.')).toBeInTheDocument()
    expect(content.puts).toHaveLength(0)
  })

  it('opens a saved snippet, records the visit, and renames it keeping unsaved edits', async () => {
    const content = serveSnippets([EXISTING, OTHER])
    openEditor(EXISTING.id)
    const view = await findEditor()
    expect(view.state.doc.toString()).toBe('select * from users')
    expect(screen.getByRole('heading', { level: 1, name: 'Active users' })).toBeInTheDocument()
    expect(useDashboardHistory.getState().history[PROJECT_REF]?.sql).toBe(EXISTING.id)

    typeSql(view, 'select id from users')
    await userEvent.click(screen.getByRole('button', { name: 'Rename Active users' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename snippet' })
    const input = within(dialog).getByLabelText('Name')
    await userEvent.clear(input)
    await userEvent.type(input, 'Users by id')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The rename saves the edited text too (an autosave may have gone out first, under the old name).
    expect(content.puts.find((put) => put.name === 'Users by id')).toMatchObject({
      id: EXISTING.id,
      content: { sql: 'select id from users' },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Users by id' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('snippet-save-status')).toHaveTextContent('Saved'), { timeout: 10_000 })
    expect(content.snippets.find((item) => item.id === EXISTING.id)).toMatchObject({
      name: 'Users by id',
      content: { sql: 'select id from users' },
    })
  })

  it('deletes the open snippet after confirmation and starts a new query', async () => {
    const content = serveSnippets([EXISTING, OTHER])
    openEditor(EXISTING.id)
    await findEditor()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Active users' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete snippet' })
    expect(dialog).toHaveTextContent('"Active users" will be deleted permanently.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/project/${PROJECT_REF}/sql/new`))
    expect(content.deletes).toEqual([EXISTING.id])
    expect(within(screen.getByRole('navigation', { name: 'SQL snippets' })).queryByText('Active users')).not.toBeInTheDocument()
    expect(content.puts).toHaveLength(0)
  })

  it('says so when the snippet does not exist', async () => {
    serveSnippets([OTHER])
    openEditor('00000000-0000-4000-8000-000000000000')
    expect(await screen.findByText('Snippet not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start a new query' })).toHaveAttribute('href', `/dashboard/project/${PROJECT_REF}/sql/new`)
  })
})
