'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { useLogQueryDeleteMutation } from '@/data/content/log-queries-delete-mutation'
import { useLogQueriesQuery } from '@/data/content/log-queries-query'
import type { Snippet } from '@/lib/api/types'
import type { LogSource } from '@/lib/catalog/log-sources'
import { logQueryTemplatesFor } from '@/lib/logs/log-query-templates'
import { toast } from '@/lib/ui/toast'
import { useRecentLogQueries } from '@/stores/recent-log-queries-store'

const SaveLogQueryDialog = lazyComponent(() => import('./save-log-query-dialog').then((module) => module.SaveLogQueryDialog))
const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

const EMPTY: never[] = []

function PanelHeading({ children }: { children: string }) {
  return <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{children}</h2>
}

/**
 * Where a logs query can come from besides the builder: the source's templates, the project's
 * saved queries (open, rename, delete) and the queries run lately in this browser.
 */
export function LogQueriesPanel({ projectRef, source, onOpen }: { projectRef: string; source: LogSource; onOpen: (sql: string) => void }) {
  const saved = useLogQueriesQuery({ ref: projectRef })
  const recent = useRecentLogQueries((state) => state.byProject[projectRef] ?? EMPTY)
  const remove = useLogQueryDeleteMutation()
  const [renaming, setRenaming] = useState<Snippet | null>(null)
  const [deleting, setDeleting] = useState<Snippet | null>(null)

  const confirmDelete = () => {
    if (!deleting) return
    const { id, name } = deleting
    remove.mutate(
      { ref: projectRef, id },
      {
        onSuccess: () => toast.success(`Deleted the saved query ${name}`),
        onError: (error) => toast.error(`Failed to delete the saved query ${name}: ${error.message}`),
        onSettled: () => setDeleting(null),
      }
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Templates" className="flex flex-col gap-2">
        <PanelHeading>{`Templates: ${source.name}`}</PanelHeading>
        <ul className="flex flex-col gap-1">
          {logQueryTemplatesFor(source.reference).map((template) => (
            <li key={template.id}>
              <button
                type="button"
                title={template.description}
                className="w-full rounded px-2 py-1 text-left text-sm hover:bg-surface focus-visible:outline-2"
                onClick={() => onOpen(template.sql)}
              >
                {template.label}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Saved queries" className="flex flex-col gap-2">
        <PanelHeading>Saved queries</PanelHeading>
        <QueryState query={saved} what="saved queries" isEmpty={(data) => data.length === 0} empty={<p className="text-xs text-muted">No saved queries yet.</p>}>
          {(data) => (
            <ul className="flex flex-col gap-1">
              {data.map((query) => (
                <li key={query.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-surface"
                    aria-label={`Open ${query.name}`}
                    onClick={() => onOpen(query.content.sql)}
                  >
                    {query.name}
                  </button>
                  <Button size="tiny" variant="ghost" aria-label={`Rename ${query.name}`} onClick={() => setRenaming(query)}>
                    Rename
                  </Button>
                  <Button size="tiny" variant="ghost" aria-label={`Delete ${query.name}`} onClick={() => setDeleting(query)}>
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <section aria-label="Recent queries" className="flex flex-col gap-2">
        <PanelHeading>Recent queries</PanelHeading>
        {recent.length === 0 ? (
          <p className="text-xs text-muted">Queries you run appear here.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {recent.map((entry) => (
              <li key={entry.sql}>
                <button
                  type="button"
                  title={entry.sql}
                  className="w-full truncate rounded px-2 py-1 text-left font-mono text-xs hover:bg-surface"
                  onClick={() => onOpen(entry.sql)}
                >
                  {entry.sql}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {renaming && (
        <SaveLogQueryDialog
          projectRef={projectRef}
          sql={renaming.content.sql}
          existing={renaming}
          takenNames={(saved.data ?? []).filter((query) => query.id !== renaming.id).map((query) => query.name)}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <ConfirmationDialog
          visible
          title={`Delete the saved query ${deleting.name}?`}
          description="It is removed for everyone on this project. The logs themselves are not touched."
          confirmLabel="Delete query"
          variant="danger"
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
    </div>
  )
}
