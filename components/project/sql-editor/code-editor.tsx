'use client'

import { closeCompletion } from '@codemirror/autocomplete'
import { setDiagnostics, type Diagnostic } from '@codemirror/lint'
import { Compartment, EditorState, Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { useEffect, useId, useRef } from 'react'

import type { CompletionNamespace } from '@/lib/sql/completion-schema'
import { EDITOR_CLOSE_POPUPS_EVENT } from '@/lib/ui/editor-popups'

import { baseEditorExtensions, EDITOR_KEYBOARD_HINT, sqlLanguage } from './editor-extensions'

/** The part of the document a run or export uses: the selection, or everything when nothing is selected. */
export interface EditorSelection {
  text: string
  /** Offset of `text` in the document. */
  from: number
  isSelection: boolean
}

export interface EditorDiagnostic {
  from: number
  to: number
  message: string
}

/** What the surrounding editor page can do with the editor once it is loaded. */
export interface CodeEditorHandle {
  getValue: () => string
  getRunTarget: () => EditorSelection
  /** Replaces the whole document as one undoable change (formatting). */
  replaceAll: (text: string) => void
  focus: () => void
}

export interface CodeEditorProps {
  initialValue: string
  onChange: (value: string) => void
  onRun: (target: EditorSelection) => void
  onSave: () => void
  onReady?: (handle: CodeEditorHandle) => void
  completion?: CompletionNamespace
  diagnostics: readonly EditorDiagnostic[]
  ariaLabel?: string
  /** Shown while the document is empty; the default tells how to run the SQL, so fields that do not run pass their own. */
  placeholder?: string
}

/**
 * CodeMirror 6 with the PostgreSQL dialect. Uncontrolled: the document lives in CodeMirror and
 * changes are reported through onChange; Mod-Enter runs, Mod-S saves. Loaded on the SQL editor
 * route only (see code-editor-lazy.tsx).
 */
export default function CodeEditor({
  initialValue,
  onChange,
  onRun,
  onSave,
  onReady,
  completion,
  diagnostics,
  ariaLabel = 'SQL editor',
  placeholder,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const viewRef = useRef<EditorView | null>(null)
  const languageRef = useRef(new Compartment())
  // Callbacks change every render; CodeMirror's keymap reads the latest through these refs.
  const callbacks = useRef({ onChange, onRun, onSave })
  useEffect(() => {
    callbacks.current = { onChange, onRun, onSave }
  })

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const getRunTarget = (view: EditorView): EditorSelection => {
      const { from, to } = view.state.selection.main
      if (from !== to) return { text: view.state.sliceDoc(from, to), from, isSelection: true }
      return { text: view.state.doc.toString(), from: 0, isSelection: false }
    }
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run: (target) => (callbacks.current.onRun(getRunTarget(target)), true) },
              { key: 'Mod-s', preventDefault: true, run: () => (callbacks.current.onSave(), true) },
            ])
          ),
          ...baseEditorExtensions(ariaLabel, hintId, placeholder),
          languageRef.current.of(sqlLanguage(undefined)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString())
          }),
        ],
      }),
    })
    viewRef.current = view
    // A dialog around the editor asks it to close its autocomplete on Escape (lib/ui/editor-popups.ts).
    const handleClosePopups = () => closeCompletion(view)
    view.dom.addEventListener(EDITOR_CLOSE_POPUPS_EVENT, handleClosePopups)
    onReady?.({
      getValue: () => view.state.doc.toString(),
      getRunTarget: () => getRunTarget(view),
      replaceAll: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
      focus: () => view.focus(),
    })
    return () => {
      view.dom.removeEventListener(EDITOR_CLOSE_POPUPS_EVENT, handleClosePopups)
      view.destroy()
      viewRef.current = null
    }
    // The document is seeded once; later changes come from the user or replaceAll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    viewRef.current?.dispatch({ effects: languageRef.current.reconfigure(sqlLanguage(completion)) })
  }, [completion])

  useEffect(() => {
    const view = viewRef.current
    if (!view) return
    const length = view.state.doc.length
    const marks: Diagnostic[] = diagnostics.map((diagnostic) => ({
      from: Math.min(diagnostic.from, length),
      to: Math.min(Math.max(diagnostic.to, diagnostic.from), length),
      severity: 'error',
      message: diagnostic.message,
    }))
    view.dispatch(setDiagnostics(view.state, marks))
  }, [diagnostics])

  return (
    <>
      <div ref={hostRef} data-testid="sql-code-editor" className="h-full min-h-0 overflow-hidden" />
      <p id={hintId} className="sr-only">
        {EDITOR_KEYBOARD_HINT}
      </p>
    </>
  )
}
