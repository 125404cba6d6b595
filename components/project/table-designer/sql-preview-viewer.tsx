'use client'

import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useRef } from 'react'

import { baseEditorExtensions, sqlLanguage } from '@/components/project/sql-editor/editor-extensions'

export interface SqlPreviewViewerProps {
  sql: string
  ariaLabel: string
}

/** CodeMirror, read-only: the exact SQL a change will run, highlighted and selectable. */
export default function SqlPreviewViewer({ sql, ariaLabel }: SqlPreviewViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: sql,
        extensions: [...baseEditorExtensions(ariaLabel), sqlLanguage(undefined), EditorState.readOnly.of(true), EditorView.editable.of(false)],
      }),
    })
    return () => view.destroy()
  }, [sql, ariaLabel])
  return <div ref={hostRef} data-testid="sql-preview" className="max-h-72 overflow-auto rounded-md border border-border text-xs" />
}
