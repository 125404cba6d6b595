import type { ReactNode } from 'react'

/**
 * Marks an editor page (SQL, table editor, logs, schema visualizer, storage, GraphiQL): with this
 * attribute in the page, the shell fills the viewport and stops scrolling (CSS `:has()` in
 * dashboard-shell.tsx), so the editor's own panes are the only scrollbars. No client code.
 */
export const FILLS_VIEWPORT_ATTRIBUTE = { 'data-fills-viewport': '' } as const

export function EditorViewport({ children }: { children: ReactNode }) {
  return (
    <div {...FILLS_VIEWPORT_ATTRIBUTE} className="flex min-h-0 flex-1 flex-col">
      {children}
    </div>
  )
}
