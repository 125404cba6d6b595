import 'fake-indexeddb/auto'

import { describe, expect, it } from 'vitest'

import type { AssistantMessage } from '@/lib/ai/assistant-state'

import { activeMessages, clock, message, setup, tick, registerFreshBrowserStorage, UUID } from './store-test-utils'

registerFreshBrowserStorage()

describe('loading a project', () => {
  it('starts a fresh project with one active "New chat" and the defaults', async () => {
    const { store, state } = setup()
    await store.getState().loadProject('abc')

    const chats = Object.values(state().chats)
    expect(chats).toHaveLength(1)
    expect(chats[0]).toMatchObject({ name: 'New chat', messages: [], createdAt: clock(), updatedAt: clock() })
    expect(chats[0].id).toMatch(UUID)
    expect(state()).toMatchObject({
      projectRef: 'abc',
      isLoaded: true,
      open: false,
      activeChatId: chats[0].id,
      model: 'gpt-5',
      initialInput: '',
      tables: [],
    })
  })

  it('restores what was saved before a reload, with dates as Date objects', async () => {
    const first = setup()
    await first.state().loadProject('abc')
    first.state().renameChat(first.state().activeChatId!, 'Indexes')
    first.state().saveMessage(message('m1'))
    first.state().openPanel()
    await first.state().flush()

    const second = setup()
    await second.state().loadProject('abc')
    const chat = second.state().chats[second.state().activeChatId!]
    expect(chat.name).toBe('Indexes')
    expect(chat.messages).toEqual([message('m1')])
    expect(chat.createdAt).toBeInstanceOf(Date)
    expect(chat.updatedAt).toEqual(clock())
    expect(second.state().open).toBe(true)
  })

  it('makes the most recently updated chat active when the stored active chat is missing', async () => {
    const { persistence, state } = setup()
    const chat = (id: string, updatedAt: string) => ({
      id,
      name: id,
      messages: [],
      createdAt: new Date('2025-01-01T00:00:00Z'),
      updatedAt: new Date(updatedAt),
    })
    await persistence.save({
      projectRef: 'abc',
      open: false,
      activeChatId: 'deleted-elsewhere',
      model: 'gpt-5',
      chats: { old: chat('old', '2025-01-02T00:00:00Z'), recent: chat('recent', '2025-02-01T00:00:00Z') },
      initialInput: '',
      sqlSnippets: undefined,
      suggestions: undefined,
      tables: [],
    })

    await state().loadProject('abc')
    expect(state().activeChatId).toBe('recent')
    expect(Object.keys(state().chats)).toEqual(['old', 'recent'])
  })

  it('resets the panel when there is no project ref', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    state().openPanel()
    await state().loadProject(undefined)
    expect(state()).toMatchObject({ projectRef: undefined, isLoaded: false, open: false, chats: {} })
    expect(state().activeChatId).toBeUndefined()
  })

  it('keeps projects apart and writes pending edits before switching project', async () => {
    const { state } = setup()
    await state().loadProject('one')
    state().renameChat(state().activeChatId!, 'Project one chat')
    await state().loadProject('two')
    expect(Object.values(state().chats).map((chat) => chat.name)).toEqual(['New chat'])

    await state().loadProject('one')
    expect(Object.values(state().chats).map((chat) => chat.name)).toEqual(['Project one chat'])
  })
})

describe('chat transitions', () => {
  it('newChat creates an active chat and applies its options', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const firstId = state().activeChatId
    const snippets = [{ label: 'Query', content: 'select 1' }]
    const suggestions = { title: 'Try', prompts: [{ label: 'Explain', description: 'Explain this query' }] }
    const tables = [{ schema: 'public', name: 'todos' }]

    const id = state().newChat({ open: true, initialInput: 'Hello', sqlSnippets: snippets, suggestions, tables })
    expect(id).toMatch(UUID)
    expect(id).not.toBe(firstId)
    expect(state()).toMatchObject({ activeChatId: id, open: true, initialInput: 'Hello', sqlSnippets: snippets, suggestions, tables })
    expect(state().chats[id].name).toBe('New chat')

    // Without options, a new chat does not inherit the previous chat's context.
    const plainId = state().newChat()
    expect(state()).toMatchObject({ activeChatId: plainId, open: true, initialInput: '', tables: [] })
    expect(state().sqlSnippets).toBeUndefined()
    expect(state().suggestions).toBeUndefined()
    expect(Object.keys(state().chats)).toHaveLength(3)
  })

  it('selectChat makes a chat active and ignores unknown ids', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const firstId = state().activeChatId!
    state().newChat()
    state().selectChat(firstId)
    expect(state().activeChatId).toBe(firstId)
    state().selectChat('nope')
    expect(state().activeChatId).toBe(firstId)
  })

  it('deleteChat moves the active chat to the first remaining one, or none', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const firstId = state().activeChatId!
    const secondId = state().newChat()
    const thirdId = state().newChat()

    state().deleteChat(secondId) // not active: the active chat stays
    expect(state().activeChatId).toBe(thirdId)
    state().deleteChat(thirdId)
    expect(state().activeChatId).toBe(firstId)
    state().deleteChat(firstId)
    expect(state().chats).toEqual({})
    expect(state().activeChatId).toBeUndefined()
  })

  it('renameChat updates name and updatedAt only when the name changes', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const id = state().activeChatId!
    const created = clock()

    tick()
    state().renameChat(id, 'New chat')
    expect(state().chats[id].updatedAt).toEqual(created)

    state().renameChat(id, 'Slow queries')
    expect(state().chats[id]).toMatchObject({ name: 'Slow queries', updatedAt: clock(), createdAt: created })
  })

  it('clearMessages empties the active chat and resets suggestions, snippets and initial input', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const otherId = state().activeChatId!
    state().saveMessage(message('keep'))
    state().newChat({
      initialInput: 'draft',
      sqlSnippets: [{ content: 'select 1' }],
      suggestions: { title: 'Ideas' },
    })
    state().saveMessage([message('a'), message('b', 'answer', 'assistant')])

    state().clearMessages()
    expect(activeMessages(state())).toEqual([])
    expect(state()).toMatchObject({ initialInput: '', sqlSnippets: undefined, suggestions: undefined })
    expect(state().chats[otherId].messages).toEqual([message('keep')])
  })

  it('deleteMessagesAfter keeps or drops the given message', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    state().saveMessage(['m1', 'm2', 'm3', 'm4'].map((id) => message(id)))

    state().deleteMessagesAfter('m3')
    expect(activeMessages(state()).map((m) => m.id)).toEqual(['m1', 'm2', 'm3'])
    state().deleteMessagesAfter('m2', { includeSelf: true })
    expect(activeMessages(state()).map((m) => m.id)).toEqual(['m1'])
    state().deleteMessagesAfter('unknown', { includeSelf: true })
    expect(activeMessages(state()).map((m) => m.id)).toEqual(['m1'])
  })

  it('saveMessage updates a known id, appends new ones and bumps updatedAt', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    state().saveMessage(message('m1', 'first'))
    state().saveMessage(message('m2', 'second', 'assistant'))
    tick()
    const withResult: AssistantMessage = { ...message('m2', 'edited', 'assistant'), results: { s1: [{ count: 3 }] } }
    state().saveMessage(withResult)

    expect(activeMessages(state())).toEqual([message('m1', 'first'), withResult])
    expect(state().chats[state().activeChatId!].updatedAt).toEqual(clock())
  })

  it('keeps only the last 20 messages of a chat', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    for (let index = 1; index <= 25; index++) state().saveMessage(message(`m${index}`))

    const ids = activeMessages(state()).map((m) => m.id)
    expect(ids).toHaveLength(20)
    expect(ids[0]).toBe('m6')
    expect(ids[19]).toBe('m25')
  })

  it('saveMessage starts a chat when none is active', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    state().deleteChat(state().activeChatId!)
    state().saveMessage(message('m1'))
    expect(activeMessages(state())).toEqual([message('m1')])
  })

  it('opens, closes and toggles the panel, and reset restores the defaults', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    state().openPanel()
    expect(state().open).toBe(true)
    state().closePanel()
    expect(state().open).toBe(false)
    state().togglePanel()
    expect(state().open).toBe(true)
    state().setModel('gpt-5-mini')
    state().setInitialInput('draft')

    state().reset()
    expect(state()).toMatchObject({ open: false, model: 'gpt-5', chats: {}, initialInput: '', tables: [], projectRef: 'abc' })
    expect(state().activeChatId).toBeUndefined()
  })
})
