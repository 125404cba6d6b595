'use client'

import { javascript } from '@codemirror/lang-javascript'
import { setDiagnostics } from '@codemirror/lint'
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useId, useRef } from 'react'

import { baseEditorExtensions, EDITOR_KEYBOARD_HINT } from '@/components/project/sql-editor/editor-extensions'

export interface TypeScriptCodeEditorProps {
  /** The document when the editor mounts; key the editor by file to show another one. */
  initialValue: string
  onChange: (value: string) => void
  ariaLabel: string
  /** A syntax error to mark, at an offset of the document. */
  problem: { from: number; message: string } | null
  isReadOnly?: boolean
}

/**
 * CodeMirror 6 with the TypeScript dialect of @codemirror/lang-javascript and the SQL editor's own
 * setup (keymaps, Escape-then-Tab to leave, theme colours). Loaded only where a function's code is
 * shown (the new-function page and a function's Code tab).
 */
export default function TypeScriptCodeEditor({ initialValue, onChange, ariaLabel, problem, isReadOnly = false }: TypeScriptCodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const hintId = useId()
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          ...baseEditorExtensions(ariaLabel, hintId, 'Write the function here'),
          javascript({ typescript: true }),
          EditorState.readOnly.of(isReadOnly),
          EditorView.editable.of(!isReadOnly),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    viewRef.current = view
    return () => {
      view.destroy()
      viewRef.current = null
    }
    // Seeded once per mount: the parent keys the editor by file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const view = viewRef.current
    if (!view) return
    const length = view.state.doc.length
    const marks = problem
      ? [{ from: Math.min(problem.from, length), to: Math.min(problem.from + 1, length), severity: 'error' as const, message: problem.message }]
      : []
    view.dispatch(setDiagnostics(view.state, marks))
  }, [problem])

  return (
    <>
      <div ref={hostRef} data-testid="function-code-editor" className="h-[420px] overflow-hidden rounded-md border border-border" />
      <p id={hintId} className="sr-only">
        {EDITOR_KEYBOARD_HINT}
      </p>
    </>
  )
}
