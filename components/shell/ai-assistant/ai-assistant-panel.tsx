'use client'

import { Plus, X } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAiAssistantStore } from '@/stores/ai-assistant-store'

import { AiNotConfiguredNotice } from './ai-not-configured-notice'
import { AiOptInNotice } from './ai-opt-in-notice'
import { ChatConversation } from './chat-conversation'
import { ChatList } from './chat-list'
import { useAiAccess, type AiAccess } from './use-ai-access'

export const AI_ASSISTANT_PANEL_LABEL = 'AI Assistant'

type PanelView = 'not-configured' | 'loading' | 'error' | 'not-allowed' | 'ready'

function panelView(access: AiAccess): PanelView {
  if (!access.isAiConfigured) return 'not-configured'
  if (access.isLoading) return 'loading'
  if (access.error) return 'error'
  return access.isAllowed ? 'ready' : 'not-allowed'
}

/**
 * The right-side assistant panel (SPEC §2): the project's chats and the active conversation.
 * Loaded lazily by AiAssistantPanelController once the panel opens.
 */
export function AiAssistantPanel({ projectRef }: { projectRef: string }) {
  const { aiModel } = useConfig()
  const panelRef = useRef<HTMLElement>(null)
  const closePanel = useAiAssistantStore((state) => state.closePanel)
  const newChat = useAiAssistantStore((state) => state.newChat)
  const activeChat = useAiAssistantStore((state) => (state.activeChatId ? state.chats[state.activeChatId] : undefined))
  const access = useAiAccess(projectRef)
  const view = panelView(access)
  useReturnFocusOnClose()

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Dialogs opened from the panel render in a portal but bubble here through React: only keys
    // pressed inside the panel itself close it.
    if (event.key !== 'Escape' || !panelRef.current?.contains(event.target as Node)) return
    event.preventDefault()
    closePanel()
  }

  return (
    <aside
      ref={panelRef}
      aria-label={AI_ASSISTANT_PANEL_LABEL}
      onKeyDown={handleKeyDown}
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-md flex-col border-l border-border bg-background shadow-xl"
    >
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <h2 className="flex-1 text-sm font-semibold">{AI_ASSISTANT_PANEL_LABEL}</h2>
        {view === 'ready' && (
          <Button size="tiny" variant="default" icon={<Plus aria-hidden="true" className="size-3" />} onClick={() => newChat()}>
            New chat
          </Button>
        )}
        <Button size="icon" variant="ghost" aria-label="Close AI Assistant" onClick={closePanel}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </header>
      {view === 'not-configured' && <AiNotConfiguredNotice />}
      {view === 'not-allowed' && <AiOptInNotice />}
      {view === 'error' && (
        <p role="alert" className="m-3 text-sm text-destructive">
          {access.error?.message}
        </p>
      )}
      {view === 'loading' && (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading the assistant" />
        </div>
      )}
      {view === 'ready' && (
        <>
          <ChatList />
          {activeChat && (
<ChatConversation key={activeChat.id} projectRef={projectRef} chat={activeChat} model={aiModel} />
          )}
        </>
      )}
    </aside>
  )
}

/**
 * The composer takes focus when the panel opens; when it closes, focus would drop to <body> with the
 * removed panel, so it goes back to whatever had it before (the toggle button, usually).
 */
function useReturnFocusOnClose() {
  // Read during the first render, before the composer's autoFocus moves focus into the panel.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(
    () => () => {
      const isFocusLost = document.activeElement === null || document.activeElement === document.body
      if (isFocusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    },
    [opener]
  )
}
