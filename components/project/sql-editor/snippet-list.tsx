'use client'

import { FileCode, Pencil, Plus, Trash2 } from 'lucide-react'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { QueryError } from '@/components/ui/query-error'
import { Spinner } from '@/components/ui/spinner'
import type { Snippet } from '@/lib/api/types'
import { NEW_SNIPPET_ID, sqlEditorPath } from '@/lib/sql/snippet'
import { cn } from '@/lib/utils/cn'

import { SqlTemplateList } from './sql-template-list'

export interface SnippetListProps {
  projectRef: string
  snippets: readonly Snippet[]
  activeId: string
  isLoading: boolean
  error: Error | null
  onRetry: () => void
  onRename: (snippet: Snippet) => void
  onDelete: (snippet: Snippet) => void
}

/** The SQL editor's left panel: the project's saved snippets and a way to start a new one. */
export function SnippetList({ projectRef, snippets, activeId, isLoading, error, onRetry, onRename, onDelete }: SnippetListProps) {
  return (
    <nav aria-label="SQL snippets" className="flex shrink-0 flex-col border-border bg-surface max-md:max-h-40 max-md:border-b md:w-60 md:border-r">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <h2 className="text-xs font-medium text-muted uppercase">Snippets</h2>
        <Button asChild size="tiny" variant="outline">
          <AppLink href={sqlEditorPath(projectRef, NEW_SNIPPET_ID)}>
            <Plus aria-hidden="true" className="size-3.5" />
            New query
          </AppLink>
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto py-1 text-sm">
        {isLoading && (
          <div className="flex justify-center p-4">
            <Spinner label="Loading snippets" />
          </div>
        )}
        {error && (
          <div className="px-2 py-1">
            <QueryError what="snippets" error={error} onRetry={onRetry} />
          </div>
        )}
        {!isLoading && !error && snippets.length === 0 && (
          <p className="px-3 py-2 text-xs text-muted">No saved snippets yet. Queries are saved as you type.</p>
        )}
        <ul>
          {snippets.map((snippet) => {
            const isActive = snippet.id === activeId
            return (
              <li key={snippet.id} className="group relative">
                <AppLink
                  href={sqlEditorPath(projectRef, snippet.id)}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 py-1.5 pr-16 pl-3 hover:bg-background',
                    isActive ? 'bg-background font-medium text-foreground' : 'text-muted'
                  )}
                >
                  <FileCode aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{snippet.name}</span>
                </AppLink>
                <div className="absolute top-1/2 right-1 flex -translate-y-1/2 gap-0.5 opacity-0 group-hover:opacity-100 group-focus-within:opacity-100">
                  <button
                    type="button"
                    aria-label={`Rename ${snippet.name}`}
                    onClick={() => onRename(snippet)}
                    className="rounded p-1 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Pencil aria-hidden="true" className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${snippet.name}`}
                    onClick={() => onDelete(snippet)}
                    className="rounded p-1 text-muted hover:text-destructive focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
      <SqlTemplateList projectRef={projectRef} />
    </nav>
  )
}
