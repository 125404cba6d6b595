'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { LazyTableDesignerPanel } from '@/components/project/table-designer/table-designer-panel-lazy'

import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useTableQuery } from '@/data/tables/table-query'
import { useTableListQuery } from '@/data/tables/table-list-query'

import { SchemaSelector } from './schema-selector'
import { TableList } from './table-list'
import { FILLS_VIEWPORT_ATTRIBUTE } from '@/components/shell/layout/editor-viewport'

export const DEFAULT_SCHEMA = 'public'

export interface TableEditorLayoutProps {
  projectRef: string
  /** The open table, if any (its schema is the default selection). */
  tableId?: number
  children: ReactNode
}

/** The table editor: schema selector and tables list beside the open table (or the empty state). */
export function TableEditorLayout({ projectRef, tableId, children }: TableEditorLayoutProps) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const variables = { projectRef }
  const schemas = useSchemasQuery(variables)
  const openTable = useTableQuery({ ...variables, id: tableId }, { enabled: tableId !== undefined })
  const schema = searchParams.get('schema') ?? openTable.data?.schema ?? DEFAULT_SCHEMA
  const tables = useTableListQuery({ ...variables, schema })

  const [isDesignerOpen, setIsDesignerOpen] = useState(false)
  // A new table in the shown schema opens at once (the list is refetched to learn its id).
  const handleCreated = async (created: { schema: string; name: string }) => {
    setIsDesignerOpen(false)
    const base = `/project/${projectRef}/editor`
    if (created.schema !== schema) return router.push(`${base}?schema=${encodeURIComponent(created.schema)}`)
    const { data } = await tables.refetch()
    const id = data?.find((table) => table.name === created.name)?.id
    if (id !== undefined) router.push(`${base}/${id}?schema=${encodeURIComponent(created.schema)}`)
  }

  const handleSchemaChange = (next: string) => {
    // Another schema's tables: leave the open table, keep nothing of its sort or filter.
    const base = `/project/${projectRef}/editor`
    router.push(`${tableId === undefined ? pathname : base}?schema=${encodeURIComponent(next)}`)
  }

  return (
    // The shell gives an editor route the viewport below the top bar: the grid needs that bounded
    // height to virtualize its rows. Below 768 px the table list sits above the grid.
    <div {...FILLS_VIEWPORT_ATTRIBUTE} className="flex min-h-96 flex-1 flex-col md:flex-row">
      <aside
        aria-label="Schemas and tables"
        className="flex shrink-0 flex-col gap-3 border-border p-3 max-md:max-h-56 max-md:overflow-y-auto max-md:border-b md:w-64 md:border-r"
      >
        <SchemaSelector
          schemas={schemas.data ?? []}
          value={schema}
          onChange={handleSchemaChange}
          isLoading={schemas.isLoading}
        />
        <TableList
          projectRef={projectRef}
          schema={schema}
          tables={tables.data}
          isLoading={tables.isLoading}
          error={tables.error ?? schemas.error}
          onRetry={() => {
            if (schemas.error) void schemas.refetch()
            if (tables.error) void tables.refetch()
          }}
          activeTableId={tableId}
          onNewTable={() => setIsDesignerOpen(true)}
        />
      </aside>
      <section className="flex min-h-0 min-w-0 flex-1 flex-col">{children}</section>
      {isDesignerOpen && (
        <LazyTableDesignerPanel
          projectRef={projectRef}
          table={null}
          schema={schema}
          schemas={(schemas.data ?? []).map((entry) => entry.name)}
          onClose={() => setIsDesignerOpen(false)}
          onSaved={(table) => void handleCreated(table)}
        />
      )}
    </div>
  )
}
