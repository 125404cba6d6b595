import 'fake-indexeddb/auto'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { aiAssistantStore } from '@/stores/ai-assistant-store'
import { server } from '@/tests/setup/msw-server'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'

import { renderController, uiMessageStreamResponse } from './helpers/panel'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/abc?aiAssistantPanelOpen=true')

const ANSWER = 'You asked: how many?\n\n```sql\nselect 42 as answer;\n```'

interface ChatBody {
  projectRef: string
  chatId: string
  model: string
  messages: { id: string; role: string; parts: { type: string; text?: string }[] }[]
}

function mockChatRoute(answer = ANSWER) {
  const requests: ChatBody[] = []
  server.use(
    http.post('*/dashboard/api/ai/chat', async ({ request }) => {
      requests.push((await request.json()) as ChatBody)
      return uiMessageStreamResponse(answer)
    })
  )
  return requests
}

function mockQueryEndpoint(rows: Record<string, unknown>[]) {
  const queries: string[] = []
  server.use(
    http.post('*/dashboard/api/platform/pg-meta/:ref/query', async ({ request, params }) => {
      expect(params.ref).toBe('abc')
      queries.push(((await request.json()) as { query: string }).query)
      return HttpResponse.json(rows)
    })
  )
  return queries
}

/** The header's button; the chats in the list are called "New chat" too until renamed. */
const newChatButton = () => screen.getAllByRole('button', { name: 'New chat' })[0]

function activeChat() {
  const state = aiAssistantStore.getState()
  return state.activeChatId ? state.chats[state.activeChatId] : undefined
}

const chatList = () => within(screen.getByRole('navigation', { name: 'Chats' }))

/** The list item of the active (aria-current) or of an inactive chat: two new chats share a name. */
function chatItem(isActive: boolean) {
  const item = chatList()
    .getAllByRole('listitem')
    .find((candidate) => (candidate.querySelector('[aria-current="true"]') !== null) === isActive)
  if (!item) throw new Error(`No ${isActive ? 'active' : 'inactive'} chat in the list`)
  return within(item)
}

async function openPanel() {
  const user = userEvent.setup()
  const view = renderController('abc')
  // The first test also pays for transforming the lazily imported panel.
  const input = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 10_000 })
  return { user, view, input }
}

beforeEach(async () => {
  await aiAssistantStore.getState().clearStorage()
  navigation.go('/project/abc?aiAssistantPanelOpen=true')
})

describe('sending messages', () => {
  it('streams the answer from the chat route with the project, chat and model, and saves both messages', async () => {
    const requests = mockChatRoute()
    const { user, input } = await openPanel()

    await user.type(input, 'how many?{Enter}')

    const messages = await screen.findByRole('list', { name: 'Messages' })
    expect(await within(messages).findByText(/You asked: how many\?/)).toBeInTheDocument()
    expect(within(messages).getByLabelText('Your message')).toHaveTextContent('how many?')
    expect(input).toHaveValue('')

    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ projectRef: 'abc', chatId: activeChat()?.id, model: 'gpt-5' })
    expect(requests[0].messages.at(-1)?.parts).toEqual([{ type: 'text', text: 'how many?' }])

    await waitFor(() => expect(activeChat()?.messages.map((message) => message.role)).toEqual(['user', 'assistant']))
    expect(activeChat()?.messages[1].parts).toContainEqual(expect.objectContaining({ type: 'text', text: ANSWER }))
  })

  it('inserts a newline with Shift+Enter instead of sending', async () => {
    const requests = mockChatRoute()
    const { user, input } = await openPanel()

    await user.type(input, 'first line{Shift>}{Enter}{/Shift}second line')

    expect(input).toHaveValue('first line\nsecond line')
    expect(requests).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
  })

  it("shows the route's JSON error message when the answer fails", async () => {
    server.use(
      http.post('*/dashboard/api/ai/chat', () =>
        HttpResponse.json({ message: 'The AI assistant is not configured: set OPENAI_API_KEY' }, { status: 503 })
      )
    )
    const { user, input } = await openPanel()

    await user.type(input, 'hello{Enter}')

    expect(await screen.findByRole('alert')).toHaveTextContent('The AI assistant is not configured: set OPENAI_API_KEY')
    // The question is kept even though no answer came.
    expect(activeChat()?.messages.map((message) => message.role)).toEqual(['user'])
  })

  it('renders the answer as markdown with safe links', async () => {
    mockChatRoute('See **the docs** at [docs](javascript:alert(1)) or [guide](https://supabase.com/docs).')
    const { user, input } = await openPanel()

    await user.type(input, 'help{Enter}')

    expect(await screen.findByText('the docs')).toContainHTML('<strong>the docs</strong>')
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://supabase.com/docs')
    expect(screen.getByText('docs').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript:')
  })
})

describe('runnable SQL snippets', () => {
  it('runs the SQL on the project, shows the rows and caches them on the message', async () => {
    mockChatRoute()
    const queries = mockQueryEndpoint([{ answer: 42 }])
    const { user, input, view } = await openPanel()
    await user.type(input, 'how many?{Enter}')

    const run = await screen.findByRole('button', { name: 'Run' })
    await waitFor(() => expect(run).toBeEnabled())
    await user.click(run)

    const table = await screen.findByRole('table', { name: 'Query results' })
    expect(within(table).getByRole('columnheader', { name: 'answer' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '42' })).toBeInTheDocument()
    expect(queries).toEqual(['select 42 as answer;'])
    await waitFor(() => expect(activeChat()?.messages[1].results).toEqual({ 'sql-0': [{ answer: 42 }] }))

    // Reopened, the cached rows show without running the query again.
    view.unmount()
    renderController('abc')
    const reopened = await screen.findByRole('table', { name: 'Query results' })
    expect(within(reopened).getByRole('cell', { name: '42' })).toBeInTheDocument()
    expect(queries).toHaveLength(1)
  })

  it('keeps a snippet’s rows in the store: switching chats and back shows them without a new run', async () => {
    mockChatRoute()
    const queries = mockQueryEndpoint([{ answer: 42 }])
    const { user, input } = await openPanel()
    await user.type(input, 'how many?{Enter}')
    const run = await screen.findByRole('button', { name: 'Run' })
    await waitFor(() => expect(run).toBeEnabled())
    await user.click(run)
    await screen.findByRole('table', { name: 'Query results' })

    await user.click(newChatButton())
    expect(screen.queryByRole('table', { name: 'Query results' })).not.toBeInTheDocument()
    await user.click(chatItem(false).getByRole('button', { name: 'New chat' }))

    const shown = await screen.findByRole('table', { name: 'Query results' })
    expect(within(shown).getByRole('cell', { name: '42' })).toBeInTheDocument()
    expect(queries).toHaveLength(1)
  })

  it('writes rows that arrive after a chat switch to the chat they belong to', async () => {
    mockChatRoute()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/dashboard/api/platform/pg-meta/:ref/query', async () => {
        await gate
        return HttpResponse.json([{ late: 1 }])
      })
    )
    const { user, input } = await openPanel()
    const chatId = activeChat()!.id
    await user.type(input, 'how many?{Enter}')
    const run = await screen.findByRole('button', { name: 'Run' })
    await waitFor(() => expect(run).toBeEnabled())
    await user.click(run)

    await user.click(newChatButton())
    release()

    await waitFor(() => expect(aiAssistantStore.getState().chats[chatId].messages[1].results).toEqual({ 'sql-0': [{ late: 1 }] }))
    expect(activeChat()?.id).not.toBe(chatId)
  })

  it('shows a Postgres error instead of rows', async () => {
    mockChatRoute()
    server.use(
      http.post('*/dashboard/api/platform/pg-meta/:ref/query', () =>
        HttpResponse.json({ message: 'relation "tasks" does not exist', code: '42P01' }, { status: 400 })
      )
    )
    const { user, input } = await openPanel()
    await user.type(input, 'how many?{Enter}')

    const run = await screen.findByRole('button', { name: 'Run' })
    await waitFor(() => expect(run).toBeEnabled())
    await user.click(run)

    expect(await screen.findByRole('alert')).toHaveTextContent('relation "tasks" does not exist')
    expect(screen.queryByRole('table', { name: 'Query results' })).not.toBeInTheDocument()
  })
})

describe('chats', () => {
  it('creates, selects, renames and deletes chats', async () => {
    const { user } = await openPanel()
    expect(chatList().getAllByRole('listitem')).toHaveLength(1)
    const firstId = activeChat()?.id

    await user.click(newChatButton())
    expect(chatList().getAllByRole('listitem')).toHaveLength(2)
    const secondId = activeChat()?.id
    expect(secondId).not.toBe(firstId)

    // Rename the active chat inline.
    await user.click(chatItem(true).getByRole('button', { name: 'Rename chat New chat' }))
    const nameInput = screen.getByRole('textbox', { name: 'Chat name' })
    await user.clear(nameInput)
    await user.type(nameInput, 'Sales questions{Enter}')
    expect(chatList().getByRole('button', { name: 'Sales questions' })).toHaveAttribute('aria-current', 'true')
    expect(aiAssistantStore.getState().chats[secondId!].name).toBe('Sales questions')

    // Escape cancels a rename (and leaves the panel open).
    await user.click(chatList().getByRole('button', { name: 'Rename chat Sales questions' }))
    await user.type(screen.getByRole('textbox', { name: 'Chat name' }), ' draft{Escape}')
    expect(aiAssistantStore.getState().chats[secondId!].name).toBe('Sales questions')
    expect(screen.getByRole('complementary', { name: 'AI Assistant' })).toBeInTheDocument()

    // Select the other chat.
    await user.click(chatList().getByRole('button', { name: 'New chat' }))
    expect(activeChat()?.id).toBe(firstId)

    // Delete needs a confirmation.
    await user.click(chatList().getByRole('button', { name: 'Delete chat Sales questions' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('"Sales questions" and its messages will be removed')
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(chatList().getAllByRole('listitem')).toHaveLength(1)
    expect(aiAssistantStore.getState().chats[secondId!]).toBeUndefined()
    expect(screen.getByRole('complementary', { name: 'AI Assistant' })).toBeInTheDocument()
  })

  it('keeps the chat when deletion is cancelled', async () => {
    const { user } = await openPanel()

    await user.click(chatList().getByRole('button', { name: 'Delete chat New chat' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))

    expect(chatList().getAllByRole('listitem')).toHaveLength(1)
  })

  it('clears the messages of the active chat', async () => {
    mockChatRoute()
    const { user, input } = await openPanel()
    await user.type(input, 'how many?{Enter}')
    await screen.findByRole('button', { name: 'Run' })
    await waitFor(() => expect(activeChat()?.messages).toHaveLength(2))

    await user.click(screen.getByRole('button', { name: 'Clear messages' }))

    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument()
    expect(activeChat()?.messages).toEqual([])
    expect(screen.getByRole('button', { name: 'Clear messages' })).toBeDisabled()
  })

  it('shows the stored messages of a chat when it is selected', async () => {
    const { user } = await openPanel()
    act(() =>
      aiAssistantStore.getState().saveMessage({ id: 'old-1', role: 'user', parts: [{ type: 'text', text: 'an older question' }] })
    )
    await user.click(newChatButton())
    expect(screen.queryByText('an older question')).not.toBeInTheDocument()

    await user.click(chatItem(false).getByRole('button', { name: 'New chat' }))

    expect(await screen.findByText('an older question')).toBeInTheDocument()
  })
})
