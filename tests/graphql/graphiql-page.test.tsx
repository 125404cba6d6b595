import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete'
import { EditorView } from '@codemirror/view'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GraphiqlPage } from '@/components/project/integrations/graphql/graphiql-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { extension, extensionsHandler, queryHandler, renderPage } from '../database-pages/helpers/render-page'
import { pgGraphqlIntrospection } from './pg-graphql-schema'

afterEach(() => resetPlatformClient())

// jsdom has no layout: CodeMirror measures text ranges to draw the cursor this test places.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

const INTROSPECTION_ANSWER: [string, unknown[]] = ['__schema', [{ result: { data: pgGraphqlIntrospection() } }]]

async function findQueryEditor(): Promise<EditorView> {
  const host = await screen.findByTestId('graphql-code-editor')
  const element = host.querySelector('.cm-editor')
  const view = element ? EditorView.findFromDOM(element as HTMLElement) : null
  if (!view) throw new Error('CodeMirror is not mounted')
  return view
}

/** Replaces the document the way typing does, cursor at the end. */
function typeQuery(view: EditorView, text: string) {
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: text.length }, userEvent: 'input.type' })
  })
}

/** What the editor's completion sources offer at the cursor, as an explicit Ctrl+Space would ask. */
async function completionsAtCursor(view: EditorView): Promise<string[]> {
  const { state } = view
  const position = state.selection.main.head
  const sources = state.languageDataAt<CompletionSource>('autocomplete', position)
  const results = await Promise.all(sources.map((source) => source(new CompletionContext(state, position, true))))
  return results.flatMap((result: CompletionResult | null) => result?.options.map((option) => option.label) ?? [])
}

function renderWithGraphql(answers: [string, unknown][], received: string[] = []) {
  server.use(extensionsHandler([extension('pg_graphql', '1.5.11', 'graphql')]), queryHandler(answers as never, received))
  return renderPage(<GraphiqlPage projectRef="default" />)
}

describe('GraphiQL', () => {
  it('explores the schema pg_graphql introspects: root types, a field’s arguments and types, search', async () => {
    renderWithGraphql([INTROSPECTION_ANSWER])
    const explorer = await screen.findByRole('region', { name: 'Schema explorer' })
    expect(await within(explorer).findByText('query:')).toBeInTheDocument()
    await userEvent.click(within(explorer).getByRole('button', { name: 'Query' }))

    const queryType = within(explorer).getByRole('article', { name: 'Type Query' })
    const collection = within(queryType).getByText('petsCollection').closest('li')!
    expect(collection).toHaveTextContent('petsCollection(first: Int, after: Cursor, filter: PetsFilter, orderBy: [PetsOrderBy!]): PetsConnection')
    expect(collection).toHaveTextContent('A pagable collection of type `Pets`')
    await userEvent.click(within(collection).getByRole('button', { name: 'Open type PetsConnection' }))
    expect(within(explorer).getByRole('article', { name: 'Type PetsConnection' })).toHaveTextContent('totalCount: Int!')

    const path = within(explorer).getByRole('navigation', { name: 'Explorer path' })
    expect(path).toHaveTextContent('Schema›Query›PetsConnection')
    await userEvent.click(within(path).getByRole('button', { name: 'Query' }))
    expect(within(explorer).getByRole('article', { name: 'Type Query' })).toBeInTheDocument()

    await userEvent.type(within(explorer).getByLabelText('Search the schema'), 'insert')
    const results = within(explorer).getByRole('list', { name: 'Search results' })
    await userEvent.click(within(results).getByRole('button', { name: 'Mutation.insertIntoPetsCollection' }))
    expect(within(explorer).getByRole('article', { name: 'Type Mutation' })).toHaveTextContent('insertIntoPetsCollection(objects: [PetsInsertInput!]!)')
  })

  it('completes field names from the schema in the query editor', async () => {
    renderWithGraphql([INTROSPECTION_ANSWER])
    await screen.findByRole('region', { name: 'Schema explorer' })
    const view = await findQueryEditor()
    typeQuery(view, '{ petsCollection { tot')
    await waitFor(async () => expect(await completionsAtCursor(view)).toContain('totalCount'))
    typeQuery(view, 'mutation { ins')
    await waitFor(async () => expect(await completionsAtCursor(view)).toContain('insertIntoPetsCollection'))
  })

  it('runs the query in the editor through graphql.resolve with its variables, and refuses bad JSON first', async () => {
    const received: string[] = []
    renderWithGraphql([INTROSPECTION_ANSWER, ['graphql.resolve', [{ result: { data: { petsCollection: { totalCount: 3 } } } }]]], received)
    const view = await findQueryEditor()
    typeQuery(view, '{ petsCollection { totalCount } }')
    await userEvent.type(screen.getByLabelText('Variables (JSON)'), '[[')
    await userEvent.click(screen.getByRole('button', { name: 'Run query' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Variables are not valid JSON')

    await userEvent.clear(screen.getByLabelText('Variables (JSON)'))
    fireEvent.keyDown(view.contentDOM, { key: 'Enter', ctrlKey: true })
    const response = screen.getByRole('region', { name: 'Response' })
    await waitFor(() => expect(within(response).getByText(/"totalCount": 3/)).toBeInTheDocument())
    expect(received.at(-1)).toBe(`select graphql.resolve('{ petsCollection { totalCount } }', '{}'::jsonb, null::text) as result`)
  })

  it('says why the explorer is empty when introspection fails, and retries', async () => {
    const received: string[] = []
    renderWithGraphql([['__schema', [{ result: { data: null, errors: [{ message: 'Introspection is disabled' }] } }]]], received)
    expect(await screen.findByText(/Could not load the GraphQL schema/)).toHaveTextContent('Introspection is disabled')
    const before = received.length
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(received.length).toBe(before + 1))
    // The query editor works without the schema.
    expect(await findQueryEditor()).toBeDefined()
  })
})
