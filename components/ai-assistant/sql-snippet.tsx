'use client'

import { Play } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { useSqlSnippetRunMutation } from '@/data/ai/sql-snippet-run-mutation'
import type { CachedSqlResult } from '@/lib/ai/assistant-state'

import { SqlResultTable } from './sql-result-table'

export interface SqlSnippetProps {
  projectRef: string
  sql: string
  /** False while the block is still streaming in: half a statement must not be run. */
  canRun: boolean
  /** Rows from an earlier run, cached on the message so a reopened chat shows them without re-running. */
  cachedResult?: CachedSqlResult
  connectionString?: string | null
  onResult: (rows: CachedSqlResult) => void
}

/** An SQL block of an answer with a Run button that shows the rows it returns. */
export function SqlSnippet({ projectRef, sql, canRun, cachedResult, connectionString, onResult }: SqlSnippetProps) {
  const [rows, setRows] = useState<CachedSqlResult | undefined>(cachedResult)
  const { mutate, isPending, error } = useSqlSnippetRunMutation({
    onSuccess: (result) => {
      setRows(result)
      onResult(result)
    },
  })
  const shown = rows ?? cachedResult

  const handleRun = () => mutate({ projectRef, sql, connectionString })

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
      {shown && !error && (
        <div className="px-2 pb-2">
          <SqlResultTable rows={shown} />
        </div>
      )}
    </figure>
  )
}
