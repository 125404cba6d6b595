import type { UIMessage } from 'ai'

import type { AssistantMessage, AssistantMessagePart } from '@/lib/ai/assistant-state'

/**
 * Conversions between the store's persisted messages and the AI SDK's UI messages. They share
 * id, role and parts; only the store keeps `results` (snippet rows), and saving a message again
 * keeps them (chat-transitions saveMessages), so a UI message converts without them.
 */

export function toUiMessages(messages: readonly AssistantMessage[]): UIMessage[] {
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    // The parts were produced by the AI SDK in the first place; the store only widened their type.
    parts: message.parts as unknown as UIMessage['parts'],
  }))
}

export function toStoredMessage(message: UIMessage): AssistantMessage {
  return { id: message.id, role: message.role, parts: message.parts as unknown as AssistantMessagePart[] }
}

/** The text of a message: its text parts joined (tool calls, reasoning and files are not shown as text). */
export function messageText(message: { parts: readonly { type: string; text?: unknown }[] }): string {
  return message.parts.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('')
}

/** The message as the user typed it, plus the SQL the chat was started with, so the model sees it. */
export function composeUserText(text: string, sqlSnippets: readonly { label?: string; content: string }[] | undefined): string {
  if (!sqlSnippets?.length) return text
  const blocks = sqlSnippets.map((snippet) =>
    snippet.label ? `${snippet.label}:\n\`\`\`sql\n${snippet.content}\n\`\`\`` : `\`\`\`sql\n${snippet.content}\n\`\`\``
  )
  return `${text}\n\n${blocks.join('\n\n')}`
}

/** The route handler answers failures as JSON {message}; the transport hands over that body as the error text. */
export function chatErrorMessage(error: Error): string {
  try {
    const parsed: unknown = JSON.parse(error.message)
    const message = (parsed as { message?: unknown } | null)?.message
    if (typeof message === 'string' && message) return message
  } catch {
    // Not JSON: the message is already readable (network failure, stream error chunk).
  }
  return error.message || 'The assistant failed to answer.'
}
