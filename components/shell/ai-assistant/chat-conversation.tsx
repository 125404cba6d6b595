'use client'

import { useChat } from '@ai-sdk/react'
import { DefaultChatTransport } from 'ai'
import { Eraser } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { AssistantChat, AssistantMessage } from '@/lib/ai/assistant-state'
import { chatErrorMessage, composeUserText, messageText, toStoredMessage, toUiMessages } from '@/lib/ai/chat-messages'
import { createChatId } from '@/lib/ai/create-chat-id'
import { getClientSettings } from '@/lib/api/client-settings'
import { dashboardEndpointUrl } from '@/lib/api/dashboard-client'
import { aiAssistantStore, useAiAssistantStore } from '@/stores/ai-assistant-store'

import { ChatComposer } from './chat-composer'
import { ChatMessage } from './chat-message'
import { ChatSuggestions } from './chat-suggestions'

export interface ChatConversationProps {
  projectRef: string
  /** The chat as stored when the conversation opened; it is remounted (keyed) per chat. */
  chat: AssistantChat
  model: string
}

/** Saves into the chat this conversation belongs to, never into one the user switched to meanwhile. */
function isStillActive(chatId: string) {
  return aiAssistantStore.getState().activeChatId === chatId
}

const NO_MESSAGES: AssistantMessage[] = []

/**
 * One chat. The assistant store owns its messages: the AI SDK's useChat starts from them, every
 * message it produces is written back, and the list shows the store's messages plus, while an
 * answer streams in, the one message useChat holds that is not saved yet.
 */
export function ChatConversation({ projectRef, chat, model }: ChatConversationProps) {
  const chatId = chat.id
  const saveMessage = useAiAssistantStore((state) => state.saveMessage)
  const clearStoredMessages = useAiAssistantStore((state) => state.clearMessages)
  const initialInput = useAiAssistantStore((state) => state.initialInput)
  const sqlSnippets = useAiAssistantStore((state) => state.sqlSnippets)
  const suggestions = useAiAssistantStore((state) => state.suggestions)
  const storedMessages = useAiAssistantStore((state) => state.chats[chatId]?.messages ?? NO_MESSAGES)
  const [input, setInput] = useState(initialInput)

  const transport = useMemo(
    () =>
      new DefaultChatTransport({
        // Absolute, like the platform client's URLs: fetch outside a browser page cannot resolve a path.
        api: dashboardEndpointUrl('POST /api/ai/chat'),
        body: { projectRef, chatId, model },
        // On the hosted platform the route checks access and opt-in with the caller's own token.
        headers: async (): Promise<Record<string, string>> => {
          const token = await getClientSettings().settings.getAccessToken()
          return token ? { Authorization: `Bearer ${token}` } : {}
        },
      }),
    [projectRef, chatId, model]
  )

  const { messages, sendMessage, setMessages, status, error, stop, clearError } = useChat({
    id: chatId,
    messages: toUiMessages(chat.messages),
    transport,
    onFinish: ({ message }) => {
      // A stopped or failed answer keeps what arrived; an empty one is not worth a history entry.
      if (!isStillActive(chatId) || message.parts.length === 0) return
      saveMessage(toStoredMessage(message))
    },
  })

  // Leaving the chat (switching, closing the panel) ends its request instead of streaming into nowhere.
  useEffect(() => () => void stop(), [stop])

  const isBusy = status === 'submitted' || status === 'streaming'
  const inFlight = messages.at(-1)
  // Only an answer still arriving is shown from useChat; once done it is in the store (or, when it
  // came back empty, deliberately not kept).
  const isInFlightUnsaved = isBusy && inFlight !== undefined && !storedMessages.some((message) => message.id === inFlight.id)
  const shown = isInFlightUnsaved ? [...storedMessages, toStoredMessage(inFlight)] : storedMessages
  const lastMessageId = shown.at(-1)?.id

  const handleSend = () => {
    const text = input.trim()
    if (!text || isBusy) return
    const message = {
      id: createChatId(),
      role: 'user' as const,
      parts: [{ type: 'text' as const, text: shown.length === 0 ? composeUserText(text, sqlSnippets) : text }],
    }
    // Saved at once, so a reload during the answer keeps the question.
    saveMessage(toStoredMessage(message))
    if (initialInput) aiAssistantStore.getState().setInitialInput('')
    clearError()
    setInput('')
    void sendMessage(message)
  }

  const handleClear = () => {
    void stop()
    setMessages([])
    clearError()
    clearStoredMessages()
  }


  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b border-border px-3 py-1.5">
        <h3 className="truncate text-xs font-medium text-muted">{chat.name}</h3>
        <Button
          size="tiny"
          variant="ghost"
          icon={<Eraser aria-hidden="true" className="size-3" />}
          disabled={shown.length === 0}
          onClick={handleClear}
        >
          Clear messages
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {shown.length === 0 ? (
          <ChatSuggestions suggestions={suggestions} sqlSnippets={sqlSnippets} onPick={setInput} />
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-3">
            {shown.map((message) => (
              <ChatMessage
                key={message.id}
                projectRef={projectRef}
                chatId={chatId}
                messageId={message.id}
                role={message.role}
                text={messageText(message)}
                isStreaming={isBusy && message.id === lastMessageId}
              />
            ))}
          </ol>
        )}
        {status === 'submitted' && (
          <div className="mt-3 flex items-center gap-2 text-xs text-muted">
            <Spinner label="Thinking" /> Thinking…
          </div>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {chatErrorMessage(error)}
          </p>
        )}
      </div>
      <ChatComposer value={input} onChange={setInput} onSend={handleSend} onStop={() => void stop()} isBusy={isBusy} />
    </div>
  )
}
