'use client'

import { Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { graphql, updateSchema } from 'cm6-graphql'
import { buildClientSchema, type GraphQLSchema } from 'graphql'
import { useEffect, useId, useMemo, useRef } from 'react'

import { baseEditorExtensions, EDITOR_KEYBOARD_HINT } from '@/components/project/sql-editor/editor-extensions'
import type { ExplorerSchema } from '@/lib/graphql/schema-explorer'

export interface GraphqlEditorProps {
  initialValue: string
  onChange: (value: string) => void
  onRun: () => void
  /** The introspected schema: completion, validation and "show in docs" follow it once it is known. */
  schema: ExplorerSchema | undefined
  /** Ctrl/Cmd-click on a field or type opens it in the schema explorer. */
  onShowInDocs: (typeName: string) => void
}

/**
 * The schema as graphql-js needs it for completion and validation, or undefined when the introspection
 * result is one graphql-js refuses (the editor then still edits and highlights, without completion).
 */
function clientSchema(schema: ExplorerSchema | undefined): GraphQLSchema | undefined {
  if (!schema) return undefined
  try {
    return buildClientSchema({ __schema: schema })
  } catch {
    return undefined
  }
}

/**
 * CodeMirror 6 with GraphQL highlighting, schema-aware completion and validation (cm6-graphql over the
 * introspection result). Uncontrolled like the SQL editor; Mod-Enter runs. Loaded on GraphiQL only.
 */
export default function GraphqlEditor({ initialValue, onChange, onRun, schema, onShowInDocs }: GraphqlEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const viewRef = useRef<EditorView | null>(null)
  const callbacks = useRef({ onChange, onRun, onShowInDocs })
  useEffect(() => {
    callbacks.current = { onChange, onRun, onShowInDocs }
  })
  const graphqlSchema = useMemo(() => clientSchema(schema), [schema])

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const view = new EditorView({
      parent: host,
      doc: initialValue,
      extensions: [
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) }])),
        ...baseEditorExtensions('Query', hintId, 'Write a GraphQL query; Ctrl+Space completes from the schema'),
        graphql(undefined, {
          onShowInDocs: (field, type, parentType) => {
            const target = type ?? parentType
            if (target) callbacks.current.onShowInDocs(target)
            else if (field) callbacks.current.onShowInDocs(field)
          },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString())
        }),
      ],
    })
    viewRef.current = view
    return () => {
      view.destroy()
      viewRef.current = null
    }
    // The document is seeded once; later changes come from the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (viewRef.current) updateSchema(viewRef.current, graphqlSchema)
  }, [graphqlSchema])

  return (
    <>
      <div ref={hostRef} data-testid="graphql-code-editor" className="h-72 overflow-hidden rounded-md border border-border" />
      <p id={hintId} className="sr-only">
        {EDITOR_KEYBOARD_HINT}
      </p>
    </>
  )
}
