'use client'

import { Markdown } from '@/components/ui/markdown'
import { splitSqlBlocks } from '@/lib/ai/message-segments'
import { cn } from '@/lib/utils/cn'

import { SqlSnippet } from './sql-snippet'

export interface ChatMessageProps {
  projectRef: string
  chatId: string
  messageId: string
  role: 'user' | 'assistant' | 'system'
  text: string
  /** The answer is still streaming in: its last SQL block may be incomplete. */
  isStreaming: boolean
}

export function ChatMessage({ projectRef, chatId, messageId, role, text, isStreaming }: ChatMessageProps) {
  if (role === 'user') {
    return (
      <li aria-label="Your message" className="ml-8 rounded-md bg-surface px-3 py-2 text-sm whitespace-pre-wrap">
        {text}
      </li>
    )
  }
  return (
    <li aria-label="Assistant message" className={cn('text-sm', role === 'system' && 'text-muted')}>
      {splitSqlBlocks(text).map((segment, index) =>
        segment.type === 'markdown' ? (
          <Markdown key={index} content={segment.content} />
        ) : (
          <SqlSnippet
            key={segment.snippetId}
            projectRef={projectRef}
            chatId={chatId}
            messageId={messageId}
            snippetId={segment.snippetId}
            sql={segment.sql}
            canRun={segment.isComplete && !isStreaming}
          />
        )
      )}
    </li>
  )
}
