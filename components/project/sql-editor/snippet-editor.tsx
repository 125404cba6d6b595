'use client'

import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'

import { useSqlCompletionQuery } from '@/data/sql/sql-completion-query'
import type { Snippet } from '@/lib/api/types'
import { DEFAULT_SNIPPET_NAME } from '@/lib/sql/snippet'
import { toast } from '@/lib/ui/toast'

import type { CodeEditorHandle, EditorDiagnostic, EditorSelection } from './code-editor'
import { LazyCodeEditor } from './code-editor-lazy'
import { EditorToolbar } from './editor-toolbar'
import { ResultsPanel } from './results-panel'
import { useSnippetAutosave } from './use-snippet-autosave'
import { useSqlExport } from './use-sql-export'
import { useSqlRunner } from './use-sql-runner'

/** Lets the page read the open snippet's latest text (a rename must not drop unsaved edits). */
export interface ActiveSnippetBridge {
  snippetId: string
  getSql: () => string
}

export interface SnippetEditorProps {
  projectRef: string
  snippetId: string
  initialSql: string
  /** A new snippet's name until it is saved (a template's title). */
  initialName?: string
  snippet: Snippet | undefined
  isNew: boolean
  onCreated: (snippetId: string) => void
  bridgeRef: { current: ActiveSnippetBridge | null }
}

/** One open snippet: toolbar, CodeMirror, and the results of its last run. */
export function SnippetEditor({
  projectRef,
  snippetId,
  initialSql,
  initialName,
  snippet,
  isNew,
  onCreated,
  bridgeRef,
}: SnippetEditorProps) {
  const editorRef = useRef<CodeEditorHandle | null>(null)
  const { data: completion } = useSqlCompletionQuery({ projectRef })
  const autosave = useSnippetAutosave({ projectRef, snippetId, initialSql, initialName, snippet, isNew, onCreated })
  const runner = useSqlRunner({ projectRef })
  const { exportResults, isExporting } = useSqlExport({ projectRef, runState: runner.state })

  useEffect(() => {
    bridgeRef.current = { snippetId, getSql: autosave.getSql }
    return () => {
      if (bridgeRef.current?.snippetId === snippetId) bridgeRef.current = null
    }
  }, [bridgeRef, snippetId, autosave.getSql])

  const diagnostics = useMemo<EditorDiagnostic[]>(
    () =>
      runner.state.results.flatMap(({ outcome }) =>
        outcome.kind === 'error' && outcome.range ? [{ ...outcome.range, message: outcome.message }] : []
      ),
    [runner.state.results]
  )

  const isRunning = runner.state.status === 'running'
  const canRun = !isRunning

  const handleRun = (target: EditorSelection) => {
    void runner.run(target, editorRef.current?.getValue() ?? target.text)
  }

  const handleFormat = async () => {
    const editor = editorRef.current
    if (!editor) return
    try {
      // sql-formatter is loaded on first use only.
      const { formatSql } = await import('@/lib/sql/format-sql')
      editor.replaceAll(formatSql(editor.getValue()))
    } catch (error) {
      toast.error(`Unable to format this SQL: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  // The shortcuts also work with focus on the toolbar or the results; inside the editor its keymap handles them.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isInEditor = event.target instanceof Element && event.target.closest('.cm-editor') !== null
    if (isInEditor || event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    if (event.key === 'Enter' && editorRef.current && !isRunning) {
      event.preventDefault()
      handleRun(editorRef.current.getRunTarget())
    } else if (event.key.toLowerCase() === 's') {
      event.preventDefault()
      void autosave.save()
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col" onKeyDown={handleKeyDown}>
      <EditorToolbar
        name={snippet?.name ?? initialName ?? DEFAULT_SNIPPET_NAME}
        saveStatus={autosave.status}
        isPersisted={Boolean(snippet)}
        isRunning={isRunning}
        canRun={canRun}
        isExporting={isExporting}
        onRun={() => editorRef.current && handleRun(editorRef.current.getRunTarget())}
        onCancel={runner.cancel}
        onFormat={() => void handleFormat()}
        onExport={(format) => editorRef.current && void exportResults(format, editorRef.current.getRunTarget())}
      />
      <div className="h-[45%] min-h-32 shrink-0 border-b border-border">
        <LazyCodeEditor
          initialValue={initialSql}
          onChange={autosave.handleChange}
          onRun={handleRun}
          onSave={() => void autosave.save()}
          onReady={(handle) => {
            editorRef.current = handle
            if (isNew) handle.focus()
          }}
          completion={completion}
          diagnostics={diagnostics}
        />
      </div>
      <section aria-label="Results" className="min-h-0 flex-1">
        <ResultsPanel key={runner.state.startedAt ?? 'idle'} state={runner.state} />
      </section>
    </div>
  )
}
