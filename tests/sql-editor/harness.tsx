import { EditorView } from '@codemirror/view'
import { act, fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'

import type { Snippet } from '@/lib/api/types'
import type { PublicConfig } from '@/lib/config/schema'
import { server } from '@/tests/setup/msw-server'
import {
  API_URL,
  renderWithProviders as renderWithAppProviders,
  TEST_CONFIG,
} from '@/tests/setup/render-with-providers'

export { API_URL, configureTestPlatform, PROJECT_REF, TEST_CONFIG } from '@/tests/setup/render-with-providers'

/** The SQL editor reports through toasts, so its tests render the toaster too. */
export function renderWithProviders(ui: ReactNode, config: PublicConfig = TEST_CONFIG) {
  return renderWithAppProviders(ui, config, { hasToaster: true })
}

/**
 * jsdom has no layout: CodeMirror measures text through Range rectangles. Give them empty boxes
 * (and elements a size, for the results grid's virtualizer). Returns the undo.
 */
export function giveLayout(): () => void {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect
  const rangePrototype = Range.prototype as Range & Record<string, unknown>
  const original = {
    getClientRects: rangePrototype.getClientRects,
    getBoundingClientRect: rangePrototype.getBoundingClientRect,
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  }
  rangePrototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList
  rangePrototype.getBoundingClientRect = () => emptyRect
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 })
  return () => {
    rangePrototype.getClientRects = original.getClientRects
    rangePrototype.getBoundingClientRect = original.getBoundingClientRect
    if (original.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original.clientHeight)
    if (original.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original.clientWidth)
  }
}

/** The CodeMirror view once the lazily loaded editor is on the page. */
export async function findEditor(): Promise<EditorView> {
  // The editor is a lazily loaded chunk: on a loaded machine it takes more than the default second.
  const host = await screen.findByTestId('sql-code-editor', {}, { timeout: 20_000 })
  const element = host.querySelector('.cm-editor')
  const view = element ? EditorView.findFromDOM(element as HTMLElement) : null
  if (!view) throw new Error('CodeMirror is not mounted')
  return view
}

/** Replaces the document the way typing does (a user transaction, so onChange runs). */
export function typeSql(view: EditorView, sql: string) {
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: sql }, userEvent: 'input.type' })
  })
}

export function selectRange(view: EditorView, from: number, to: number) {
  act(() => view.dispatch({ selection: { anchor: from, head: to } }))
}

/** Presses Ctrl+<key> inside the editor (CodeMirror's Mod is Ctrl off macOS). */
export function pressInEditor(view: EditorView, key: string) {
  fireEvent.keyDown(view.contentDOM, { key, ctrlKey: true })
}

export function snippet(overrides: Partial<Snippet> & Pick<Snippet, 'id' | 'name'>): Snippet {
  return {
    type: 'sql',
    visibility: 'user',
    favorite: false,
    description: null,
    content: { sql: 'select 1', schema_version: '1.0' },
    inserted_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }
}

/** An in-memory content endpoint (list, upsert, delete), recording what the editor sent. */
export function serveSnippets(initial: Snippet[]) {
  const state = { snippets: [...initial], puts: [] as Snippet[], deletes: [] as string[] }
  server.use(
    http.get(`${API_URL}/projects/:ref/content`, () => HttpResponse.json({ data: state.snippets, cursor: null })),
    http.put(`${API_URL}/projects/:ref/content`, async ({ request }) => {
      const body = (await request.json()) as Snippet
      const saved = { ...body, inserted_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-02T00:00:00Z' }
      state.puts.push(saved)
      state.snippets = [...state.snippets.filter((item) => item.id !== saved.id), saved]
      return HttpResponse.json(saved)
    }),
    http.delete(`${API_URL}/projects/:ref/content`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? ''
      state.deletes.push(ids)
      state.snippets = state.snippets.filter((item) => !ids.split(',').includes(item.id))
      return HttpResponse.json(ids.split(',').map((id) => ({ id })))
    })
  )
  return state
}

/** Completion names: one schema with one table. */
export function serveCompletion() {
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }])),
    http.get(`${API_URL}/pg-meta/:ref/tables`, () => HttpResponse.json([]))
  )
}

/** The statement text without the run tag the editor puts in front. */
export function untagged(query: string): string {
  return query.replace(/^\/\* dashboard-run:[0-9a-f-]+ \*\/ /, '')
}
