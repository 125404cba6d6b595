'use client'

import { Play } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useSqlExecuteMutation } from '@/data/sql/sql-execute-mutation'
import { useAiAssistantStore } from '@/stores/ai-assistant-store'

import { SqlResultTable } from './sql-result-table'

export interface SqlSnippetProps {
  projectRef: string
  /** Where the snippet's rows are kept: the store, on the message, under the snippet's id. */
  chatId: string
  messageId: string
  snippetId: string
  sql: string
  /** False while the block is still streaming in: half a statement must not be run. */
  canRun: boolean
}

/**
 * An SQL block of an answer with a Run button. The rows it returns are written to the assistant store
 * and read back from there, so they survive a re-render, a chat switch and a reload.
 */
export function SqlSnippet({ projectRef, chatId, messageId, snippetId, sql, canRun }: SqlSnippetProps) {
  const rows = useAiAssistantStore(
    (state) => state.chats[chatId]?.messages.find((message) => message.id === messageId)?.results?.[snippetId]
  )
  const saveSnippetResult = useAiAssistantStore((state) => state.saveSnippetResult)
  const { mutate, isPending, error } = useSqlExecuteMutation({
    onSuccess: (result) => saveSnippetResult({ chatId, messageId, snippetId }, result),
  })

  const handleRun = () => mutate({ projectRef, sql })

  return (
    <figure className="my-2 rounded-md border border-border bg-surface">
      <div className="flex items-center justify-between border-b border-border px-2 py-1">
        <figcaption className="text-xs text-muted">SQL</figcaption>
        <Button
          size="tiny"
          variant="default"
          icon={<Play aria-hidden="true" className="size-3" />}
          loading={isPending}
          disabled={!canRun || sql === ''}
          onClick={handleRun}
        >
          Run
        </Button>
      </div>
      <pre className="overflow-x-auto p-2 text-xs">
        <code className="font-mono">{sql}</code>
      </pre>
      {error && (
        <p role="alert" className="border-t border-border px-2 py-1 text-xs text-destructive">
          {error.message}
        </p>
      )}
      {rows && !error && (
        <div className="px-2 pb-2">
          <SqlResultTable rows={rows} />
        </div>
      )}
    </figure>
  )
}
