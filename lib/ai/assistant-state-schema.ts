import { z } from 'zod'

import { DEFAULT_AI_MODEL, DEFAULT_CHAT_NAME, MAX_CHAT_HISTORY, type PersistedAiAssistantState } from './assistant-state'

/**
 * The zod check of stored assistant records, apart from assistant-state.ts so that pages showing
 * the assistant button do not load zod: the persistence layer imports this with its first read.
 */

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
