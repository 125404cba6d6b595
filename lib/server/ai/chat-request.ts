import 'server-only'

import { safeValidateUIMessages, type UIMessage } from 'ai'
import { z } from 'zod'

import { HttpError } from '@/lib/server/http/http-error'
import { parseWith } from '@/lib/server/http/read-body'

/** Chats keep at most 20 messages (SPEC §9), so a request far beyond this is not the panel's. */
export const AI_CHAT_MAX_BODY_BYTES = 1024 * 1024
const MAX_MESSAGES = 100

/**
 * The body the panel's DefaultChatTransport sends: the transport's own `id`, `messages`, `trigger`
 * and `messageId`, plus the panel's `projectRef`, `chatId` and `model`.
 */
const chatRequestSchema = z.object({
  projectRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a project ref' }),
  chatId: z.string().min(1).max(128).optional(),
  model: z.string().min(1).max(200).optional(),
  messages: z.array(z.unknown()).min(1, { message: 'must hold at least one message' }).max(MAX_MESSAGES),
})

export interface ChatRequest {
  projectRef: string
  chatId?: string
  model?: string
  messages: UIMessage[]
}

/** Validates the outer body with zod, then the messages with the AI SDK's own UI-message validator. */
export async function parseChatRequest(body: unknown): Promise<ChatRequest> {
  const { projectRef, chatId, model, messages } = parseWith(chatRequestSchema, body)
  const validated = await safeValidateUIMessages({ messages })
  if (!validated.success) throw new HttpError(400, `Invalid request body: messages: ${validated.error.message}`)
  return { projectRef, chatId, model, messages: validated.data }
}
