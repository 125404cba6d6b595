import { z } from 'zod'

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

// Dates may come back as strings (legacy JSON, or records written by other code): revive them.
const revivedDate = z.union([z.date(), z.string(), z.number()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'is not a valid date' })
    return z.NEVER
  }
  return date
})

const messageSchema = z.preprocess(
  (value) => {
    // Legacy messages carried plain `content` instead of `parts`.
    if (value && typeof value === 'object' && !('parts' in value) && 'content' in value) {
      const { content, ...rest } = value as { content: unknown }
      return typeof content === 'string' ? { ...rest, parts: [{ type: 'text', text: content }] } : value
    }
    return value
  },
  z.object({
    id: z.string().min(1),
    role: z.enum(['user', 'assistant', 'system']),
    parts: z.array(z.looseObject({ type: z.string() })),
    results: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
  })
)

const chatSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(DEFAULT_CHAT_NAME),
  messages: z.array(messageSchema).transform((messages) => messages.slice(-MAX_CHAT_HISTORY)),
  createdAt: revivedDate,
  updatedAt: revivedDate,
})

const sqlSnippetSchema = z.union([
  z.string().transform((content) => ({ content })),
  z.object({ label: z.string().optional(), content: z.string() }),
])

const dataSchema = z.object({
  open: z.boolean().default(false),
  activeChatId: z.string().nullish().transform((id) => id ?? undefined),
  model: z.string().min(1).default(DEFAULT_AI_MODEL),
  chats: z.record(z.string(), chatSchema),
  initialInput: z.string().default(''),
  sqlSnippets: z.array(sqlSnippetSchema).optional(),
  suggestions: z
    .object({
      title: z.string().optional(),
      prompts: z.array(z.object({ label: z.string(), description: z.string() })).optional(),
    })
    .optional(),
  tables: z.array(z.object({ schema: z.string(), name: z.string() })).default([]),
})

export type ParseResult = { isValid: true; state: PersistedAiAssistantState } | { isValid: false; reason: string }

/**
 * Validates a stored record (IndexedDB) or legacy localStorage value for one project.
 * The project ref is taken from the caller: legacy values never stored it.
 */
export function parseAiAssistantState(value: unknown, projectRef: string): ParseResult {
  const result = dataSchema.safeParse(value)
  if (!result.success) return { isValid: false, reason: z.prettifyError(result.error) }
  const data = result.data
  const state: PersistedAiAssistantState = {
    projectRef,
    open: data.open,
    activeChatId: data.activeChatId,
    model: data.model,
    chats: data.chats,
    initialInput: data.initialInput,
    sqlSnippets: data.sqlSnippets,
    suggestions: data.suggestions,
    tables: data.tables,
  }
  return { isValid: true, state }
}
