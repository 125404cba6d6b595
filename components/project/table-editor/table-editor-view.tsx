'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

import { LazyGenerateDataDialog } from '@/components/project/ai-helpers/generate-data-dialog-lazy'
import type { TableAction } from '@/components/project/table-designer/table-action-dialog'
import {
  LazyColumnDialog,
  LazyDropColumnDialog,
  LazyTableActionDialog,
  LazyTableDesignerPanel,
  LazyTableIndexesDialog,
} from '@/components/project/table-designer/table-designer-panel-lazy'
import { Admonition } from '@/components/ui/admonition'
import { Spinner } from '@/components/ui/spinner'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useTableQuery } from '@/data/tables/table-query'
import { toTableModel } from '@/lib/table-editor/table-model'
import { useDashboardHistory } from '@/stores/dashboard-history-store'

import type { ColumnAction } from './column-header-menu'
import { TableRowsEditor } from './table-rows-editor'

export interface TableEditorViewProps {
  projectRef: string
  /** The route's table id (the table's oid), as it appears in the URL. */
  tableId: string
}

/** /project/{ref}/editor/{id}: loads the table's columns and keys, then its rows. */
export function TableEditorView({ projectRef, tableId }: TableEditorViewProps) {
  const id = /^\d+$/.test(tableId) ? Number(tableId) : undefined
  const table = useTableQuery({ projectRef, id }, { enabled: id !== undefined })
  const schemas = useSchemasQuery({ projectRef })
  const [isDesignerOpen, setIsDesignerOpen] = useState(false)
  const [action, setAction] = useState<TableAction | 'indexes' | null>(null)
  const [isGeneratorOpen, setIsGeneratorOpen] = useState(false)
  const [columnAction, setColumnAction] = useState<ColumnAction | null>(null)
  const router = useRouter()
  const model = useMemo(() => (table.data ? toTableModel(table.data) : null), [table.data])

  // SPEC §2: visiting a table records it as the project's last visited table.
  const isLoaded = table.isSuccess
  useEffect(() => {
    if (isLoaded && id !== undefined) useDashboardHistory.getState().recordTable(projectRef, String(id))
  }, [isLoaded, projectRef, id])

  if (id === undefined) {
    return (
      <Admonition type="danger" title="Table not found" className="m-6">
        {`"${tableId}" is not a table id.`}
      </Admonition>
    )
  }
  const error = table.error
  if (error) {
    return (
      <Admonition type="danger" title="Failed to load the table" className="m-6">
        {error.message}
      </Admonition>
    )
  }
  if (!model) {
    return (
      <p className="flex items-center gap-2 p-6 text-sm text-muted">
        <Spinner /> Loading table…
      </p>
    )
  }
  return (
    <>
      <TableRowsEditor
        key={id}
        projectRef={projectRef}
        tableId={id}
        model={model}
        onEditTable={() => setIsDesignerOpen(true)}
        onTableAction={setAction}
        onGenerateData={() => setIsGeneratorOpen(true)}
        onColumnAction={setColumnAction}
      />
      {isGeneratorOpen && table.data && (
        <LazyGenerateDataDialog
          projectRef={projectRef}
          tableId={id}
          table={{
            schema: model.schema,
            name: model.name,
            columns: model.columns,
            primaryKey: model.primaryKey,
            relationships: table.data.relationships,
          }}
          onClose={() => setIsGeneratorOpen(false)}
        />
      )}
      {columnAction && columnAction.kind !== 'drop' && table.data && (
        <LazyColumnDialog
          projectRef={projectRef}
          table={table.data}
          column={columnAction.kind === 'edit' ? columnAction.column : null}
          onClose={() => setColumnAction(null)}
        />
      )}
      {columnAction?.kind === 'drop' && table.data && (
        <LazyDropColumnDialog projectRef={projectRef} table={table.data} column={columnAction.column} onClose={() => setColumnAction(null)} />
      )}
      {isDesignerOpen && table.data && (
        <LazyTableDesignerPanel
          projectRef={projectRef}
          table={table.data}
          schema={table.data.schema}
          schemas={(schemas.data ?? []).map((schema) => schema.name)}
          onClose={() => setIsDesignerOpen(false)}
          onSaved={() => setIsDesignerOpen(false)}
        />
      )}
      {action === 'indexes' && table.data && (
        <LazyTableIndexesDialog projectRef={projectRef} table={table.data} onClose={() => setAction(null)} />
      )}
      {action && action !== 'indexes' && table.data && (
        <LazyTableActionDialog
          projectRef={projectRef}
          table={table.data}
          action={action}
          onClose={() => setAction(null)}
          onDone={(done) => {
            setAction(null)
            // A deleted table's page has nothing left to show: back to its schema's list.
            if (done === 'drop') router.push(`/project/${projectRef}/editor?schema=${encodeURIComponent(table.data.schema)}`)
          }}
        />
      )}
    </>
  )
}
