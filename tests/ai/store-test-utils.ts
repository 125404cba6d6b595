import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, vi } from 'vitest'

import type { AssistantMessage } from '@/lib/ai/assistant-state'
import { createAiAssistantPersistence } from '@/stores/ai-assistant-persistence'
import { createAiAssistantStore, type AiAssistantState } from '@/stores/ai-assistant-store'

import { MemoryStorage } from './memory-storage'

/** Shared set-up of the assistant store tests: a fresh browser profile and a controllable clock. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const clockState = { now: new Date() }
export const clock = () => clockState.now
export const tick = (ms = 1000) => {
  clockState.now = new Date(clockState.now.getTime() + ms)
}

export function setup() {
  const persistence = createAiAssistantPersistence()
  const page = new EventTarget()
  const store = createAiAssistantStore({ persistence, pageLifecycleTarget: page, now: clock })
  return { store, persistence, page, state: () => store.getState() }
}

export function message(id: string, text = id, role: AssistantMessage['role'] = 'user'): AssistantMessage {
  return { id, role, parts: [{ type: 'text', text }] }
}

export function activeMessages(state: AiAssistantState) {
  return state.chats[state.activeChatId!].messages
}

/** Registers the hooks that give every test an empty IndexedDB and localStorage. */
export function registerFreshBrowserStorage() {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
    vi.stubGlobal('localStorage', new MemoryStorage())
    clockState.now = new Date('2025-03-01T10:00:00.000Z')
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
