'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Spinner } from '@/components/ui/spinner'
import { useSqlSnippetUpsertMutation } from '@/data/content/sql-snippet-upsert-mutation'
import { useSqlSnippetsDeleteMutation } from '@/data/content/sql-snippets-delete-mutation'
import { useSqlSnippetsQuery } from '@/data/content/sql-snippets-query'
import type { Snippet } from '@/lib/api/types'
import { NEW_SNIPPET_ID, snippetIdFromPath, sortSnippets, sqlEditorPath, toUpsertSnippetBody } from '@/lib/sql/snippet'
import { findSqlTemplate, type SqlTemplate } from '@/lib/sql/templates'
import { toast } from '@/lib/ui/toast'
import { useDashboardHistory } from '@/stores/dashboard-history-store'

import { DeleteSnippetDialog } from './delete-snippet-dialog'
import { RenameSnippetDialog } from './rename-snippet-dialog'
import { SnippetEditor, type ActiveSnippetBridge } from './snippet-editor'
import { SnippetList } from './snippet-list'

interface EditorSession {
  /** The snippet id the URL shows. */
  routeId: string
  /** Remounts the editor when another snippet opens, but not when "new" becomes its saved id. */
  key: string
  /** The id chosen in the browser for a "new" snippet. */
  newId: string | null
  /** The template a "new" snippet starts from (/sql/new?template=<id>). */
  template: SqlTemplate | undefined
}

function openSession(routeId: string, templateId: string | null): EditorSession {
  if (routeId !== NEW_SNIPPET_ID) return { routeId, key: routeId, newId: null, template: undefined }
  const newId = globalThis.crypto.randomUUID()
  return { routeId, key: `new:${newId}`, newId, template: findSqlTemplate(templateId) }
}

/**
 * The SQL editor page: saved snippets on the left, the open snippet on the right. "new" opens a
 * fresh snippet whose id is chosen here; its first save creates it and the URL becomes its id
 * (history.replaceState, which Next's router follows, so the editor keeps its state and focus).
 */
export function SqlEditor({ projectRef, snippetId }: { projectRef: string; snippetId: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const routeId = snippetIdFromPath(pathname) ?? snippetId
  const templateId = useSearchParams().get('template')
  const [session, setSession] = useState<EditorSession>(() => openSession(routeId, templateId))
  if (session.routeId !== routeId) {
    // Our own replaceState after creating the snippet keeps the session; any other route opens one.
    setSession(session.newId === routeId ? { ...session, routeId } : openSession(routeId, templateId))
  } else if (routeId === NEW_SNIPPET_ID && session.template?.id !== findSqlTemplate(templateId)?.id) {
    // Another template picked while a new snippet is open starts over from it.
    setSession(openSession(routeId, templateId))
  }
  const activeId = session.newId ?? session.routeId

  useEffect(() => {
    useDashboardHistory.getState().recordSnippet(projectRef, routeId)
  }, [projectRef, routeId])

  const snippetsQuery = useSqlSnippetsQuery({ ref: projectRef })
  const snippets = useMemo(() => sortSnippets(snippetsQuery.data ?? []), [snippetsQuery.data])
  const activeSnippet = snippets.find((snippet) => snippet.id === activeId)
  const bridgeRef = useRef<ActiveSnippetBridge | null>(null)

  const [renaming, setRenaming] = useState<Snippet | null>(null)
  const [deleting, setDeleting] = useState<Snippet | null>(null)
  const { mutate: upsertSnippet, isPending: isRenaming } = useSqlSnippetUpsertMutation()
  const { mutate: deleteSnippets, isPending: isDeleting } = useSqlSnippetsDeleteMutation()

  const handleCreated = useCallback((id: string) => {
    const { pathname: current, search, hash } = window.location
    const next = current.replace(/\/sql\/new\/?$/, `/sql/${encodeURIComponent(id)}`)
    // The saved snippet no longer needs its template: a reload must open what was saved.
    const params = new URLSearchParams(search)
    params.delete('template')
    const query = params.size > 0 ? `?${params}` : ''
    // A null state, not the current one: Next's router ignores replaceState calls that carry its own
    // entry state (taking them for its own), and would then never see the new path, so usePathname
    // would keep "new" and the snippet would not be recorded as the last visited one. Next copies
    // its entry state over by itself.
    if (next !== current) window.history.replaceState(null, '', `${next}${query}${hash}`)
  }, [])

  const handleRename = (name: string) => {
    if (!renaming) return
    const sql = bridgeRef.current?.snippetId === renaming.id ? bridgeRef.current.getSql() : renaming.content.sql
    upsertSnippet(
      { ref: projectRef, snippet: toUpsertSnippetBody({ id: renaming.id, name, sql }, renaming) },
      {
        onSuccess: () => setRenaming(null),
        onError: (error) => toast.error(`Failed to rename snippet: ${error.message}`),
      }
    )
  }

  const handleDelete = () => {
    if (!deleting) return
    const deletedId = deleting.id
    deleteSnippets(
      { ref: projectRef, ids: [deletedId] },
      {
        onSuccess: () => {
          setDeleting(null)
          toast.success(`Deleted "${deleting.name}"`)
          if (deletedId === activeId) router.push(sqlEditorPath(projectRef, NEW_SNIPPET_ID))
        },
        onError: (error) => toast.error(`Failed to delete snippet: ${error.message}`),
      }
    )
  }

  let workspace: ReactNode
  if (session.newId) {
    workspace = (
      <SnippetEditor
        key={session.key}
        projectRef={projectRef}
        snippetId={session.newId}
        initialSql={session.template?.sql ?? ''}
        initialName={session.template?.title}
        snippet={activeSnippet}
        isNew
        onCreated={handleCreated}
        bridgeRef={bridgeRef}
      />
    )
  } else if (snippetsQuery.isPending) {
    workspace = (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading snippet" />
      </div>
    )
  } else if (!activeSnippet) {
    workspace = (
      <div className="p-6">
        <Admonition
          type="warning"
          title={snippetsQuery.isError ? 'Unable to load this snippet' : 'Snippet not found'}
          actions={
            <AppLink className="text-sm text-brand underline" href={sqlEditorPath(projectRef, NEW_SNIPPET_ID)}>
              Start a new query
            </AppLink>
          }
        >
          {snippetsQuery.isError ? snippetsQuery.error.message : 'It may have been deleted.'}
        </Admonition>
      </div>
    )
  } else {
    workspace = (
      <SnippetEditor
        key={session.key}
        projectRef={projectRef}
        snippetId={activeSnippet.id}
        initialSql={activeSnippet.content.sql}
        snippet={activeSnippet}
        isNew={false}
        onCreated={handleCreated}
        bridgeRef={bridgeRef}
      />
    )
  }

  return (
    // Below 768 px the snippet list sits above the editor, leaving it the full width.
    <div className="flex h-full min-h-0 w-full flex-col md:flex-row">
      <SnippetList
        projectRef={projectRef}
        snippets={snippets}
        activeId={activeId}
        isLoading={snippetsQuery.isPending}
        error={snippetsQuery.error}
        onRetry={() => snippetsQuery.refetch()}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">{workspace}</div>
      {renaming && (
        <RenameSnippetDialog
          key={renaming.id}
          isOpen
          currentName={renaming.name}
          isSaving={isRenaming}
          onRename={handleRename}
          onCancel={() => setRenaming(null)}
        />
      )}
      <DeleteSnippetDialog
        name={deleting?.name ?? null}
        isDeleting={isDeleting}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
