import { BRAND } from '@/lib/constants'

/** SPEC §9 "AI assistant storage". */
export const AI_ASSISTANT_DB_NAME = 'ai-assistant-db'
export const AI_ASSISTANT_STORE_NAME = 'assistantState'
export const AI_ASSISTANT_SAVE_DEBOUNCE_MS = 500
export const MAX_CHAT_HISTORY = 20
export const DEFAULT_AI_MODEL = 'gpt-5'
export const DEFAULT_CHAT_NAME = 'New chat'

/**
 * Older dashboards kept the whole assistant state per project in localStorage under this key.
 * It is migrated into IndexedDB once (SPEC §9) and then removed.
 */
export const LEGACY_AI_ASSISTANT_STORAGE_PREFIX = `${BRAND}-ai-assistant-state-`
export const legacyAiAssistantStorageKey = (projectRef: string) => `${LEGACY_AI_ASSISTANT_STORAGE_PREFIX}${projectRef}`

export type AssistantMessageRole = 'user' | 'assistant' | 'system'

/** One part of a message (text, tool call, …); the shape beyond `type` belongs to the AI provider. */
export interface AssistantMessagePart {
  type: string
  [key: string]: unknown
}

/** Rows a SQL snippet of the message returned, cached so a reopened chat shows them without re-running. */
export type CachedSqlResult = Record<string, unknown>[]

export interface AssistantMessage {
  id: string
  role: AssistantMessageRole
  parts: AssistantMessagePart[]
  /** snippet id → cached SQL result */
  results?: Record<string, CachedSqlResult>
}

export interface AssistantChat {
  id: string
  name: string
  messages: AssistantMessage[]
  createdAt: Date
  updatedAt: Date
}

export interface SqlSnippet {
  label?: string
  content: string
}

export interface AssistantSuggestions {
  title?: string
  prompts?: { label: string; description: string }[]
}

export interface AssistantTable {
  schema: string
  name: string
}

/** Everything of SPEC §3 "AI assistant state" except the project it belongs to. */
export interface AiAssistantData {
  open: boolean
  activeChatId: string | undefined
  model: string
  chats: Record<string, AssistantChat>
  initialInput: string
  sqlSnippets: SqlSnippet[] | undefined
  suggestions: AssistantSuggestions | undefined
  tables: AssistantTable[]
}

/** The record stored in IndexedDB, keyed by projectRef. */
export interface PersistedAiAssistantState extends AiAssistantData {
  projectRef: string
}

export function defaultAiAssistantData(): AiAssistantData {
  return {
    open: false,
    activeChatId: undefined,
    model: DEFAULT_AI_MODEL,
    chats: {},
    initialInput: '',
    sqlSnippets: undefined,
    suggestions: undefined,
    tables: [],
  }
}

/** Copies only the data fields, so store actions (functions) never reach structured clone. */
export function pickAiAssistantData(source: AiAssistantData): AiAssistantData {
  return {
    open: source.open,
    activeChatId: source.activeChatId,
    model: source.model,
    chats: source.chats,
    initialInput: source.initialInput,
    sqlSnippets: source.sqlSnippets,
    suggestions: source.suggestions,
    tables: source.tables,
  }
}
