import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'

import {
  AI_ASSISTANT_SAVE_DEBOUNCE_MS,
  defaultAiAssistantData,
  pickAiAssistantData,
  type AiAssistantData,
  type AssistantMessage,
  type CachedSqlResult,
} from '@/lib/ai/assistant-state'
import * as transitions from '@/lib/ai/chat-transitions'
import type { NewChatOptions } from '@/lib/ai/chat-transitions'
import { createChatId } from '@/lib/ai/create-chat-id'

import { createAiAssistantPersistence, type AiAssistantPersistence } from './ai-assistant-persistence'

export type { NewChatOptions }

export interface AiAssistantActions {
  /** Creates a chat, makes it active and returns its id. */
  newChat(options?: NewChatOptions): string
  selectChat(chatId: string): void
  deleteChat(chatId: string): void
  renameChat(chatId: string, name: string): void
  clearMessages(): void
  deleteMessagesAfter(messageId: string, options?: { includeSelf?: boolean }): void
  /** Saves into the active chat (a new chat when none is active). */
  saveMessage(message: AssistantMessage | AssistantMessage[]): void
  /** Stores a snippet's rows on its message (addressed by ids, so any chat of the project can be written). */
  saveSnippetResult(target: { chatId: string; messageId: string; snippetId: string }, rows: CachedSqlResult): void
  setModel(model: string): void
  setInitialInput(initialInput: string): void
  openPanel(): void
  closePanel(): void
  togglePanel(): void
  /** Restores the defaults for the current project (its stored state is overwritten on the next save). */
  reset(): void
  /** Loads a project's persisted state; with no ref the panel is reset and nothing is stored. */
  loadProject(projectRef: string | undefined): Promise<void>
  /** Writes a pending debounced save now. */
  flush(): Promise<void>
  /** Cancels pending saves, resets the panel and deletes every stored assistant state. */
  clearStorage(): Promise<void>
}

export interface AiAssistantState extends AiAssistantData, AiAssistantActions {
  projectRef: string | undefined
  /** True once the current project's persisted state has been applied. */
  isLoaded: boolean
}

export type AiAssistantStore = StoreApi<AiAssistantState>

export interface AiAssistantStoreOptions {
  persistence?: AiAssistantPersistence
  /** Where `pagehide` is listened for; defaults to window in the browser. */
  pageLifecycleTarget?: EventTarget
  now?: () => Date
  createId?: () => string
}

export function createAiAssistantStore(options: AiAssistantStoreOptions = {}): AiAssistantStore {
  const persistence = options.persistence ?? createAiAssistantPersistence()
  const now = options.now ?? (() => new Date())
  const createId = options.createId ?? createChatId
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  let loadToken = 0
  let isApplyingOtherTab = false

  const store = createStore<AiAssistantState>()((set, get) => {
    const update = (next: (data: AiAssistantData) => AiAssistantData) => {
      const current = pickAiAssistantData(get())
      const result = next(current)
      if (result !== current) set(result)
    }

    return {
      ...defaultAiAssistantData(),
      projectRef: undefined,
      isLoaded: false,

      newChat(chatOptions) {
        const id = createId()
        update((data) => transitions.newChat(data, id, now(), chatOptions))
        return id
      },
      selectChat: (chatId) => update((data) => transitions.selectChat(data, chatId)),
      deleteChat: (chatId) => update((data) => transitions.deleteChat(data, chatId)),
      renameChat: (chatId, name) => update((data) => transitions.renameChat(data, chatId, name, now())),
      clearMessages: () => update((data) => transitions.clearMessages(data, now())),
      deleteMessagesAfter: (messageId, deleteOptions) =>
        update((data) => transitions.deleteMessagesAfter(data, messageId, now(), deleteOptions)),
      saveMessage(message) {
        const messages = Array.isArray(message) ? message : [message]
        if (messages.length === 0) return
        if (!transitions.activeChat(get())) get().newChat()
        update((data) => transitions.saveMessages(data, messages, now()))
      },
      saveSnippetResult: (target, rows) => update((data) => transitions.saveSnippetResult(data, target, rows)),
      setModel: (model) => set({ model }),
      setInitialInput: (initialInput) => set({ initialInput }),
      openPanel: () => set({ open: true }),
      closePanel: () => set({ open: false }),
      togglePanel: () => set({ open: !get().open }),
      reset: () => set(defaultAiAssistantData()),

      async loadProject(projectRef) {
        const token = ++loadToken
        // Pending edits belong to the project being left: write them before switching.
        await get().flush()
        if (token !== loadToken) return
        if (!projectRef) {
          set({ ...defaultAiAssistantData(), projectRef: undefined, isLoaded: false })
          return
        }
        if (projectRef === get().projectRef && get().isLoaded) return
        set({ ...defaultAiAssistantData(), projectRef, isLoaded: false })

        let data = defaultAiAssistantData()
        try {
          const stored = await persistence.load(projectRef)
          if (stored) data = pickAiAssistantData(stored)
        } catch (error) {
          // The persistence layer logs its own failures; this guards the UI against anything else.
          console.error('[ai-assistant] Failed to load the assistant state', error)
        }
        if (token !== loadToken) return

        const activeChatId = transitions.resolveActiveChatId(data)
        data = activeChatId
          ? { ...data, activeChatId }
          : transitions.newChat({ ...data, activeChatId: undefined }, createId(), now(), { open: data.open })
        set({ ...data, projectRef, isLoaded: true })
      },

      async flush() {
        if (saveTimer === undefined) return
        clearTimeout(saveTimer)
        saveTimer = undefined
        await saveNow()
      },

      async clearStorage() {
        clearTimeout(saveTimer)
        saveTimer = undefined
        loadToken++
        set({ ...defaultAiAssistantData(), projectRef: undefined, isLoaded: false })
        await persistence.clear()
      },
    }
  })

  async function saveNow() {
    const state = store.getState()
    if (!state.projectRef || !state.isLoaded) return
    await persistence.save({ projectRef: state.projectRef, ...pickAiAssistantData(state) })
  }

  /**
   * Another tab saved this project's state (or cleared all of it, on sign-out): show what it stored.
   * Edits of this tab not yet written win (they are saved within the debounce and announced in
   * turn); the panel's open state and the chat on screen stay this tab's own.
   */
  async function applyOtherTabChange(changedRef: string | null) {
    const current = store.getState()
    if (!current.projectRef || !current.isLoaded || saveTimer !== undefined) return
    if (changedRef !== null && changedRef !== current.projectRef) return
    const token = loadToken
    const stored = changedRef === null ? undefined : await persistence.load(current.projectRef)
    if (token !== loadToken || saveTimer !== undefined) return
    let data = stored ? pickAiAssistantData(stored) : defaultAiAssistantData()
    const activeChatId = current.activeChatId && data.chats[current.activeChatId] ? current.activeChatId : transitions.resolveActiveChatId(data)
    data = activeChatId ? { ...data, activeChatId } : transitions.newChat({ ...data, activeChatId: undefined }, createId(), now())
    isApplyingOtherTab = true
    store.setState({ ...data, open: store.getState().open })
    isApplyingOtherTab = false
  }
  persistence.subscribe((changedRef) => void applyOtherTabChange(changedRef))

  store.subscribe((next, previous) => {
    // What another tab stored is already saved.
    if (isApplyingOtherTab) return
    // Loading or leaving a project is not an edit: only user changes after load are saved.
    if (!next.projectRef || !next.isLoaded || !previous.isLoaded || next.projectRef !== previous.projectRef) return
    const nextData = pickAiAssistantData(next)
    const previousData = pickAiAssistantData(previous)
    const hasChanged = (Object.keys(nextData) as (keyof AiAssistantData)[]).some(
      (key) => nextData[key] !== previousData[key]
    )
    if (!hasChanged) return
    clearTimeout(saveTimer)
    saveTimer = setTimeout(() => {
      saveTimer = undefined
      void saveNow()
    }, AI_ASSISTANT_SAVE_DEBOUNCE_MS)
  })

  // The debounce window would lose the last edits on reload or tab close: write them on pagehide.
  const lifecycleTarget = options.pageLifecycleTarget ?? (typeof window === 'undefined' ? undefined : window)
  lifecycleTarget?.addEventListener('pagehide', () => void store.getState().flush())

  return store
}

/** The app's single assistant store. */
export const aiAssistantStore = createAiAssistantStore()

export function useAiAssistantStore<T>(selector: (state: AiAssistantState) => T): T {
  return useStore(aiAssistantStore, selector)
}

/** Deletes the stored AI assistant data of every project (SPEC §4 "Sign-out"). */
export function clearAiAssistantStorage(): Promise<void> {
  return aiAssistantStore.getState().clearStorage()
}
