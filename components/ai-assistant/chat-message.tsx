'use client'

import { Markdown } from '@/components/ui/markdown'
import type { CachedSqlResult } from '@/lib/ai/assistant-state'
import { cn } from '@/lib/utils/cn'

import { splitSqlBlocks } from './message-segments'
import { SqlSnippet } from './sql-snippet'

export interface ChatMessageProps {
  projectRef: string
  role: 'user' | 'assistant' | 'system'
  text: string
  /** The answer is still streaming in: its last SQL block may be incomplete. */
  isStreaming: boolean
  results?: Record<string, CachedSqlResult>
  connectionString?: string | null
  onSnippetResult: (snippetId: string, rows: CachedSqlResult) => void
}

export function ChatMessage({
  projectRef,
  role,
  text,
  isStreaming,
  results,
  connectionString,
  onSnippetResult,
}: ChatMessageProps) {
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
            sql={segment.sql}
            canRun={segment.isComplete && !isStreaming}
            cachedResult={results?.[segment.snippetId]}
            connectionString={connectionString}
            onResult={(rows) => onSnippetResult(segment.snippetId, rows)}
          />
        )
      )}
    </li>
  )
}
