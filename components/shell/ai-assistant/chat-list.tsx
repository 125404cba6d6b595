'use client'

import type { AssistantChat } from '@/lib/ai/assistant-state'
import { useAiAssistantStore } from '@/stores/ai-assistant-store'

import { ChatListItem } from './chat-list-item'

/** Most recently updated first, so the chat just used stays on top. */
function byLatestUpdate(chats: Record<string, AssistantChat>): AssistantChat[] {
  return Object.values(chats).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
}

/** The project's chats: select, rename inline, delete after confirmation. */
export function ChatList() {
  const chats = useAiAssistantStore((state) => state.chats)
  const activeChatId = useAiAssistantStore((state) => state.activeChatId)
  const selectChat = useAiAssistantStore((state) => state.selectChat)
  const renameChat = useAiAssistantStore((state) => state.renameChat)
  const deleteChat = useAiAssistantStore((state) => state.deleteChat)
  const sorted = byLatestUpdate(chats)

  if (sorted.length === 0) return null
  return (
    <nav aria-label="Chats" className="max-h-40 shrink-0 overflow-y-auto border-b border-border px-2 py-1.5">
      <ul className="flex flex-col gap-0.5">
        {sorted.map((chat) => (
          <ChatListItem
            key={chat.id}
            chat={chat}
            isActive={chat.id === activeChatId}
            onSelect={selectChat}
            onRename={renameChat}
            onDelete={deleteChat}
          />
        ))}
      </ul>
    </nav>
  )
}
