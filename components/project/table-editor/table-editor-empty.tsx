import { Table2 } from 'lucide-react'

/** /editor with no table open. */
export function TableEditorEmpty() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
      <Table2 aria-hidden="true" className="size-8 text-muted" />
      <h1 className="text-lg font-medium">Select a table</h1>
      <p className="text-sm text-muted">Choose a table from the list to view and edit its rows.</p>
    </div>
  )
}
