import 'fake-indexeddb/auto'

import { IDBFactory } from 'fake-indexeddb'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createAiAssistantPersistence } from '@/stores/ai-assistant-persistence'
import { createAiAssistantStore } from '@/stores/ai-assistant-store'

import { MemoryStorage } from './memory-storage'

const LEGACY_KEY = 'supabase-ai-assistant-state-abc'

/** What older dashboards wrote to localStorage: JSON with ISO date strings and `content` messages. */
const legacyState = {
  open: true,
  activeChatId: 'chat-1',
  chats: {
    'chat-1': {
      id: 'chat-1',
      name: 'Old chat',
      messages: [
        { id: 'm1', role: 'user', content: 'How many users?' },
        {
          id: 'm2',
          role: 'assistant',
          parts: [{ type: 'text', text: 'Run this' }],
          results: { snippet: [{ count: 2 }] },
        },
      ],
      createdAt: '2024-11-01T08:00:00.000Z',
      updatedAt: '2024-11-02T09:30:00.000Z',
    },
  },
  sqlSnippets: ['select count(*) from auth.users'],
  tables: [{ schema: 'public', name: 'profiles' }],
}

function newStore() {
  return createAiAssistantStore({ persistence: createAiAssistantPersistence(), pageLifecycleTarget: new EventTarget() })
}

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('localStorage', new MemoryStorage())
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('legacy localStorage migration', () => {
  it('moves valid legacy state into IndexedDB once and removes the legacy copy', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify(legacyState))
    const store = newStore()
    await store.getState().loadProject('abc')

    const state = store.getState()
    expect(state).toMatchObject({ open: true, activeChatId: 'chat-1', model: 'gpt-5' })
    expect(state.sqlSnippets).toEqual([{ content: 'select count(*) from auth.users' }])
    expect(state.tables).toEqual([{ schema: 'public', name: 'profiles' }])
    const chat = state.chats['chat-1']
    expect(chat.name).toBe('Old chat')
    expect(chat.createdAt).toEqual(new Date('2024-11-01T08:00:00.000Z'))
    expect(chat.updatedAt).toBeInstanceOf(Date)
    expect(chat.messages[0]).toEqual({ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How many users?' }] })
    expect(chat.messages[1].results).toEqual({ snippet: [{ count: 2 }] })
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull()

    const stored = await createAiAssistantPersistence().load('abc')
    expect(stored?.chats['chat-1'].name).toBe('Old chat')
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('does nothing when the project is already in IndexedDB', async () => {
    const persistence = createAiAssistantPersistence()
    localStorage.setItem(LEGACY_KEY, JSON.stringify(legacyState))
    await persistence.load('abc')
    const current = await persistence.load('abc')
    await persistence.save({ ...current!, chats: { ...current!.chats, 'chat-1': { ...current!.chats['chat-1'], name: 'Renamed' } } })

    // A stale tab of the old dashboard writes its copy again: IndexedDB stays the source of truth.
    localStorage.setItem(LEGACY_KEY, JSON.stringify(legacyState))
    const loaded = await persistence.load('abc')
    expect(loaded?.chats['chat-1'].name).toBe('Renamed')
    expect(localStorage.getItem(LEGACY_KEY)).toBe(JSON.stringify(legacyState))
  })

  it('removes and logs legacy data that is not JSON', async () => {
    localStorage.setItem(LEGACY_KEY, '{not json')
    const store = newStore()
    await store.getState().loadProject('abc')

    expect(localStorage.getItem(LEGACY_KEY)).toBeNull()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unreadable legacy'), expect.anything())
    expect(Object.values(store.getState().chats).map((chat) => chat.name)).toEqual(['New chat'])
  })

  it('removes and logs legacy data of the wrong shape', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify({ chats: { x: { id: 'x', messages: 'nope' } } }))
    const persistence = createAiAssistantPersistence()
    expect(await persistence.load('abc')).toBeUndefined()
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('invalid legacy'), expect.any(String))
  })

  it('keeps the legacy copy when IndexedDB cannot store it, so the next visit migrates again', async () => {
    vi.stubGlobal('indexedDB', undefined)
    localStorage.setItem(LEGACY_KEY, JSON.stringify(legacyState))
    const loaded = await createAiAssistantPersistence().load('abc')

    expect(loaded?.chats['chat-1'].name).toBe('Old chat')
    expect(localStorage.getItem(LEGACY_KEY)).not.toBeNull()
    expect(consoleError).toHaveBeenCalled()
  })
})

describe('storage failures are logged, never thrown', () => {
  it('works in memory when IndexedDB is unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const store = newStore()
    await expect(store.getState().loadProject('abc')).resolves.toBeUndefined()
    store.getState().renameChat(store.getState().activeChatId!, 'Still usable')
    await expect(store.getState().flush()).resolves.toBeUndefined()

    expect(Object.values(store.getState().chats).map((chat) => chat.name)).toEqual(['Still usable'])
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Failed to read'), expect.any(Error))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Failed to save'), expect.any(Error))
  })

  it('logs a write that IndexedDB rejects', async () => {
    const store = newStore()
    await store.getState().loadProject('abc')
    // Functions cannot be structured-cloned, so IndexedDB refuses the record.
    store.getState().saveMessage({ id: 'm1', role: 'user', parts: [{ type: 'text', callback: () => 1 }] })
    await expect(store.getState().flush()).resolves.toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Failed to save the assistant state of project abc'), expect.anything())
  })

  it('ignores and logs a stored record that does not parse', async () => {
    const db = await openDB('ai-assistant-db', 1, {
      upgrade: (database) => void database.createObjectStore('assistantState'),
    })
    await db.put('assistantState', { chats: { broken: { id: 'broken', createdAt: 'not a date' } } }, 'abc')
    db.close()

    const store = newStore()
    await store.getState().loadProject('abc')
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('invalid stored'), expect.any(String))
    expect(Object.values(store.getState().chats).map((chat) => chat.name)).toEqual(['New chat'])
  })

  it('revives date strings found in IndexedDB records', async () => {
    const db = await openDB('ai-assistant-db', 1, {
      upgrade: (database) => void database.createObjectStore('assistantState'),
    })
    await db.put('assistantState', { ...legacyState, projectRef: 'abc' }, 'abc')
    db.close()

    const loaded = await createAiAssistantPersistence().load('abc')
    expect(loaded?.chats['chat-1'].updatedAt).toEqual(new Date('2024-11-02T09:30:00.000Z'))
  })
})
