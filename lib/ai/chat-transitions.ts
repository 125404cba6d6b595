import {
  DEFAULT_CHAT_NAME,
  MAX_CHAT_HISTORY,
  type AiAssistantData,
  type AssistantChat,
  type CachedSqlResult,
  type AssistantMessage,
  type AssistantSuggestions,
  type AssistantTable,
  type SqlSnippet,
} from './assistant-state'

/**
 * The chat transitions of SPEC §4 "AI assistant chats" as pure functions: state in, state out.
 * The store supplies the clock and the new ids so these stay deterministic.
 */

export interface NewChatOptions {
  name?: string
  open?: boolean
  initialInput?: string
  sqlSnippets?: SqlSnippet[]
  suggestions?: AssistantSuggestions
  tables?: AssistantTable[]
}

export function newChat(data: AiAssistantData, id: string, now: Date, options: NewChatOptions = {}): AiAssistantData {
  const chat: AssistantChat = {
    id,
    name: options.name ?? DEFAULT_CHAT_NAME,
    messages: [],
    createdAt: now,
    updatedAt: now,
  }
  return {
    ...data,
    chats: { ...data.chats, [id]: chat },
    activeChatId: id,
    open: options.open ?? data.open,
    // A new chat starts from its own context, never the previous chat's.
    initialInput: options.initialInput ?? '',
    sqlSnippets: options.sqlSnippets,
    suggestions: options.suggestions,
    tables: options.tables ?? [],
  }
}

export function selectChat(data: AiAssistantData, id: string): AiAssistantData {
  if (!data.chats[id] || data.activeChatId === id) return data
  return { ...data, activeChatId: id }
}

export function deleteChat(data: AiAssistantData, id: string): AiAssistantData {
  if (!data.chats[id]) return data
  const chats = { ...data.chats }
  delete chats[id]
  const activeChatId = data.activeChatId === id ? Object.keys(chats)[0] : data.activeChatId
  return { ...data, chats, activeChatId }
}

export function renameChat(data: AiAssistantData, id: string, name: string, now: Date): AiAssistantData {
  const chat = data.chats[id]
  if (!chat || chat.name === name) return data
  return { ...data, chats: { ...data.chats, [id]: { ...chat, name, updatedAt: now } } }
}

export function clearMessages(data: AiAssistantData, now: Date): AiAssistantData {
  const chat = activeChat(data)
  const chats = chat ? { ...data.chats, [chat.id]: { ...chat, messages: [], updatedAt: now } } : data.chats
  return { ...data, chats, suggestions: undefined, sqlSnippets: undefined, initialInput: '' }
}

export function deleteMessagesAfter(
  data: AiAssistantData,
  messageId: string,
  now: Date,
  options: { includeSelf?: boolean } = {}
): AiAssistantData {
  const chat = activeChat(data)
  if (!chat) return data
  const index = chat.messages.findIndex((message) => message.id === messageId)
  if (index === -1) return data
  const messages = chat.messages.slice(0, options.includeSelf ? index : index + 1)
  if (messages.length === chat.messages.length) return data
  return { ...data, chats: { ...data.chats, [chat.id]: { ...chat, messages, updatedAt: now } } }
}

/**
 * Updates messages whose id exists, appends the others, keeps the last MAX_CHAT_HISTORY. The AI SDK
 * knows nothing of snippet results, so a message saved again without them keeps the stored ones.
 */
export function saveMessages(data: AiAssistantData, incoming: AssistantMessage[], now: Date): AiAssistantData {
  const chat = activeChat(data)
  if (!chat || incoming.length === 0) return data
  const messages = [...chat.messages]
  for (const message of incoming) {
    const index = messages.findIndex((existing) => existing.id === message.id)
    if (index === -1) messages.push(message)
    else messages[index] = { ...message, results: message.results ?? messages[index].results }
  }
  const kept = messages.slice(-MAX_CHAT_HISTORY)
  return { ...data, chats: { ...data.chats, [chat.id]: { ...chat, messages: kept, updatedAt: now } } }
}

/**
 * Stores the rows one SQL snippet of a message returned, addressed by chat, message and snippet id, so
 * they are shown again after a re-render, a chat switch or a reload. Unknown chats or messages are
 * left alone: the result of a chat deleted meanwhile has nowhere to go.
 */
export function saveSnippetResult(
  data: AiAssistantData,
  target: { chatId: string; messageId: string; snippetId: string },
  rows: CachedSqlResult
): AiAssistantData {
  const chat = data.chats[target.chatId]
  const index = chat?.messages.findIndex((message) => message.id === target.messageId) ?? -1
  if (!chat || index === -1) return data
  const messages = [...chat.messages]
  const message = messages[index]
  messages[index] = { ...message, results: { ...message.results, [target.snippetId]: rows } }
  // Not a new turn of the conversation: the chat keeps its place in the list (updatedAt unchanged).
  return { ...data, chats: { ...data.chats, [chat.id]: { ...chat, messages } } }
}

export function activeChat(data: AiAssistantData): AssistantChat | undefined {
  return data.activeChatId ? data.chats[data.activeChatId] : undefined
}

/** The chat to make active after loading: the stored active one if valid, else the most recently updated. */
export function resolveActiveChatId(data: AiAssistantData): string | undefined {
  if (data.activeChatId && data.chats[data.activeChatId]) return data.activeChatId
  let latest: AssistantChat | undefined
  for (const chat of Object.values(data.chats)) {
    if (!latest || chat.updatedAt.getTime() > latest.updatedAt.getTime()) latest = chat
  }
  return latest?.id
}
