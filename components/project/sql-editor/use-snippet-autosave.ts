'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { useSqlSnippetUpsertMutation } from '@/data/content/sql-snippet-upsert-mutation'
import type { Snippet } from '@/lib/api/types'
import { DEFAULT_SNIPPET_NAME, toUpsertSnippetBody } from '@/lib/sql/snippet'
import { toast } from '@/lib/ui/toast'

/** Edits are saved this long after the last keystroke (Cmd/Ctrl+S saves at once). */
export const AUTOSAVE_DELAY_MS = 1000

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed'

export interface SnippetAutosaveOptions {
  projectRef: string
  snippetId: string
  initialSql: string
  /** The name a new snippet is created with (a template's title); the default name otherwise. */
  initialName?: string
  /** The saved snippet as the server last returned it (undefined until a new snippet is first saved). */
  snippet: Snippet | undefined
  /** True for a snippet that exists only in the browser so far ("new"). */
  isNew: boolean
  /** Called once, after a new snippet's first save created it. */
  onCreated: (snippetId: string) => void
}

/**
 * Keeps a snippet saved while it is edited: debounced autosave, an immediate save on demand, one
 * request in flight at a time (a change made meanwhile is saved right after), a flush when the editor
 * goes away, and a browser warning when the page is left with unsaved changes.
 */
export function useSnippetAutosave({ projectRef, snippetId, initialSql, initialName, snippet, isNew, onCreated }: SnippetAutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('saved')
  const { mutateAsync: upsert } = useSqlSnippetUpsertMutation()
  const sqlRef = useRef(initialSql)
  const savedSqlRef = useRef(initialSql)
  const isPersistedRef = useRef(!isNew)
  const isSavingRef = useRef(false)
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Timers call the latest save through this ref (save schedules itself again after a busy save).
  const saveRef = useRef<() => Promise<void>>(async () => undefined)
  const scheduleSave = useCallback(() => {
    clearTimeout(timerRef.current)
    timerRef.current = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS)
  }, [])
  // The latest props, read by saves that run after a re-render.
  const latest = useRef({ projectRef, snippetId, snippet, onCreated, initialName })
  useEffect(() => {
    latest.current = { projectRef, snippetId, snippet, onCreated, initialName }
  })

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timerRef.current)
    if (isSavingRef.current) return
    const sql = sqlRef.current
    const isPersisted = isPersistedRef.current
    // A new snippet with nothing in it is not worth creating.
    if (!isPersisted && sql.trim() === '') return
    if (isPersisted && sql === savedSqlRef.current) {
      setStatus('saved')
      return
    }
    const { projectRef: ref, snippetId: id, snippet: saved, onCreated: handleCreated, initialName: newName } = latest.current
    // A saved snippet gone from the list was deleted: saving would bring it back.
    if (isPersisted && !saved) return
    isSavingRef.current = true
    setStatus('saving')
    try {
      await upsert({ ref, snippet: toUpsertSnippetBody({ id, name: saved?.name ?? newName ?? DEFAULT_SNIPPET_NAME, sql }, saved) })
      savedSqlRef.current = sql
      if (!isPersisted) {
        isPersistedRef.current = true
        handleCreated(id)
      }
      isSavingRef.current = false
      if (sqlRef.current === sql) {
        setStatus('saved')
      } else {
        setStatus('unsaved')
        scheduleSave()
      }
    } catch (error) {
      isSavingRef.current = false
      setStatus('failed')
      toast.error(`Failed to save snippet: ${error instanceof Error ? error.message : String(error)}`)
    }
  }, [scheduleSave, upsert])
  useEffect(() => {
    saveRef.current = save
  }, [save])

  const handleChange = useCallback(
    (sql: string) => {
      sqlRef.current = sql
      clearTimeout(timerRef.current)
      if (isPersistedRef.current && sql === savedSqlRef.current) {
        if (!isSavingRef.current) setStatus('saved')
        return
      }
      setStatus('unsaved')
      scheduleSave()
    },
    [scheduleSave]
  )

  // Leaving the snippet (another snippet, another page) saves what is pending instead of dropping it.
  useEffect(
    () => () => {
      if (timerRef.current !== undefined && sqlRef.current !== savedSqlRef.current) void save()
      clearTimeout(timerRef.current)
    },
    [save]
  )

  const hasUnsavedChanges = status === 'unsaved' || status === 'saving'
  useEffect(() => {
    if (!hasUnsavedChanges) return
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', handleBeforeUnload)
    return () => window.removeEventListener('beforeunload', handleBeforeUnload)
  }, [hasUnsavedChanges])

  /** The text being edited, for callers that need the latest (rename keeps unsaved edits). */
  const getSql = useCallback(() => sqlRef.current, [])

  return { status, handleChange, save, getSql }
}
