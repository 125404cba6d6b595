'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'

/**
 * The logs query as text: the builder's query, or one written here or by the AI log generator.
 * Mounted with the query as its key, so a new query replaces whatever draft was being typed.
 */
export function LogsQueryEditor({
  sql,
  isCustom,
  onRun,
  onReset,
  onSave,
}: {
  sql: string
  isCustom: boolean
  onRun: (sql: string) => void
  onReset: () => void
  /** Saves the query as it last ran (a changed draft is run first). */
  onSave: () => void
}) {
  const [draft, setDraft] = useState(sql)
  const isChanged = draft.trim() !== sql
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        Logs query
        <textarea
          value={draft}
          rows={4}
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          className="rounded-md border border-border bg-surface p-3 font-mono text-xs text-foreground"
        />
      </label>
      <div className="flex gap-2">
        <Button size="tiny" disabled={!isChanged || !draft.trim()} onClick={() => onRun(draft.trim())}>
          Run query
        </Button>
        <Button size="tiny" variant="outline" disabled={isChanged} onClick={onSave}>
          Save query
        </Button>
        {isCustom && (
          <Button size="tiny" variant="outline" onClick={onReset}>
            Back to the built query
          </Button>
        )}
      </div>
    </div>
  )
}
