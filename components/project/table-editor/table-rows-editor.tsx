'use client'

import { useMemo, useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { lazyComponent } from '@/components/ui/lazy-component'
import { Spinner } from '@/components/ui/spinner'
import { useTableRowCountQuery } from '@/data/table-rows/table-row-count-query'
import { useTableRowInsertMutation } from '@/data/table-rows/table-row-insert-mutation'
import { useTableRowUpdateMutation } from '@/data/table-rows/table-row-update-mutation'
import { useTableRowsDeleteMutation } from '@/data/table-rows/table-rows-delete-mutation'
import { useTableRowsQuery } from '@/data/table-rows/table-rows-query'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import {
  FIRST_PAGE,
  hasNextPage,
  hasPreviousPage,
  LAST_PAGE,
  nextPage,
  pageRangeText,
  previousPage,
  type PagePosition,
} from '@/lib/table-editor/pager'
import type { ColumnAssignment } from '@/lib/table-editor/row-mutations'
import { rowIdentity, tableOrderTerms, type EditorColumn, type TableModel } from '@/lib/table-editor/table-model'
import type { Filter, Sort, TableRow } from '@/lib/table-editor/types'
import { toEditValue } from '@/lib/table-editor/value-encoding'
import { toast } from '@/lib/ui/toast'
import { setTableEditorPageSize, useTableEditorPageSize } from '@/stores/table-editor-page-size-store'

import type { ColumnAction } from './column-header-menu'
import { DeleteRowsDialog } from './delete-rows-dialog'
import { FilterBar } from './filter-bar'
import { InlineCellEditor } from './inline-cell-editor'
import { RowEditorPanel, type RowEditorTarget } from './row-editor-panel'
import { RowsGrid, type EditingCell } from './rows-grid'
import { TablePager } from './table-pager'
import { TableToolbar } from './table-toolbar'
import { useTableExport } from './use-table-export'
import { useTableUrlState } from './use-table-url-state'

/** The CSV import loads when it is opened, not with the table. */
const CsvImportDialog = lazyComponent(() => import('./import/csv-import-dialog').then((module) => module.CsvImportDialog), {
  isClientOnly: true,
})

/** The grid shows one page at a time: the pager, not scrolling, moves between pages. */
const noMorePages = () => {}

export interface TableRowsEditorProps {
  projectRef: string
  tableId: number
  /** Opens the Edit table panel. */
  onEditTable?: () => void
  onTableAction?: (action: 'indexes' | 'duplicate' | 'truncate' | 'drop') => void
  /** Opens the AI data generator. */
  onGenerateData?: () => void
  model: TableModel
  /** Add / edit / drop a column from the grid's header. */
  onColumnAction?: (action: ColumnAction) => void
}

/** The open table: toolbar, filters, the keyset-paged grid with page controls, inline and panel editing, deletion. */
export function TableRowsEditor({ projectRef, tableId, model, onEditTable, onTableAction, onGenerateData, onColumnAction }: TableRowsEditorProps) {
  const { sorts, filters, setState } = useTableUrlState()
  const [position, setPosition] = useState<PagePosition>(FIRST_PAGE)
  const pageSize = useTableEditorPageSize()
  const [selectedKeys, setSelectedKeys] = useState<Set<string>>(() => new Set())
  const [editingCell, setEditingCell] = useState<EditingCell | null>(null)
  const [panelTarget, setPanelTarget] = useState<RowEditorTarget | null>(null)
  const [isDeleteOpen, setIsDeleteOpen] = useState(false)
  const [isImportOpen, setIsImportOpen] = useState(false)

  const tableRef = { projectRef, tableId, schema: model.schema, table: model.name }
  const terms = useMemo(() => tableOrderTerms(model, sorts), [model, sorts])
  const columns = useMemo(() => model.columns.map((column) => column.name), [model])
  const tableExport = useTableExport({ projectRef, schema: model.schema, table: model.name, columns, terms, filters })
  const rowsQuery = useTableRowsQuery({ ...tableRef, columns, terms, filters, position, pageSize })
  const page = rowsQuery.data
  const rows = useMemo(() => page?.rows ?? [], [page])
  const isFiltered = filters.length > 0
  const rowCount = useTableRowCountQuery(tableRef, { enabled: !isFiltered })
  const updateRow = useTableRowUpdateMutation()
  const insertRow = useTableRowInsertMutation()
  const deleteRows = useTableRowsDeleteMutation()

  const selectedRows = rows.filter((row) => selectedKeys.has(rowIdentity(model, row)))
  const editingRow = editingCell ? rows.find((row) => rowIdentity(model, row) === editingCell.rowKey) : undefined
  const editingColumn = editingCell ? model.columns.find((column) => column.name === editingCell.column) : undefined

  const resetView = () => {
    setSelectedKeys(new Set())
    setEditingCell(null)
  }
  const goTo = (next: PagePosition) => {
    resetView()
    setPosition(next)
  }
  const handleSortsChange = (next: Sort[]) => {
    goTo(FIRST_PAGE)
    setState({ sorts: next, filters })
  }
  const handleFiltersChange = (next: Filter[]) => {
    goTo(FIRST_PAGE)
    setState({ sorts, filters: next })
  }

  const handleEditCell = (row: TableRow, column: EditorColumn) => {
    if (!column.isEditable) return
    updateRow.reset()
    // JSON and arrays need room: they are edited in the row panel.
    if (column.kind === 'json' || column.kind === 'array') setPanelTarget({ mode: 'edit', row })
    else setEditingCell({ rowKey: rowIdentity(model, row), column: column.name })
  }

  const handleSaveCell = (sql: string) => {
    if (!editingRow || !editingColumn) return
    updateRow.mutate(
      { ...tableRef, key: model.rowKey, row: editingRow, values: [{ column: editingColumn.name, sql }] },
      { onSuccess: () => setEditingCell(null) }
    )
  }

  const handleOpenPanel = (target: RowEditorTarget) => {
    updateRow.reset()
    insertRow.reset()
    setEditingCell(null)
    setPanelTarget(target)
  }

  const handlePanelSubmit = (values: ColumnAssignment[]) => {
    if (!panelTarget) return
    const onSuccess = () => setPanelTarget(null)
    if (panelTarget.mode === 'insert') {
      insertRow.mutate(
        { ...tableRef, values },
        {
          onSuccess: () => {
            onSuccess()
            toast.success('Row inserted')
          },
        }
      )
    } else {
      updateRow.mutate({ ...tableRef, key: model.rowKey, row: panelTarget.row, values }, { onSuccess })
    }
  }

  const handleDelete = () => {
    deleteRows.mutate(
      { ...tableRef, key: model.rowKey, rows: selectedRows },
      {
        onSuccess: () => {
          toast.success(selectedRows.length === 1 ? 'Deleted 1 row' : `Deleted ${selectedRows.length} rows`)
          setSelectedKeys(new Set())
          setIsDeleteOpen(false)
        },
      }
    )
  }

  const total = isFiltered ? undefined : rowCount.data
  const status = rowsQuery.isPending
    ? 'Loading rows…'
    : total
      ? formatRowCount(total.count, total.is_estimate)
      : `${formatRowCount(rows.length)} on this page`
  // While another page loads, the controls keep the page on screen and wait.
  const isShowingPage = page !== undefined && !rowsQuery.isPlaceholderData
  const canGoNext = isShowingPage && hasNextPage(position, page)
  const canGoPrevious = isShowingPage && hasPreviousPage(position, page)
  const panelError = panelTarget?.mode === 'insert' ? insertRow.error : updateRow.error

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <TableToolbar
        title={`${model.schema}.${model.name}`}
        status={status}
        sorts={sorts}
        onClearSorts={() => handleSortsChange([])}
        onEditTable={onEditTable}
        onTableAction={onTableAction}
        onGenerateData={onGenerateData}
        canInsert
        onInsert={() => handleOpenPanel({ mode: 'insert' })}
        selectedCount={selectedRows.length}
        onDeleteSelected={() => {
          deleteRows.reset()
          setIsDeleteOpen(true)
        }}
        onExport={(format) => void tableExport.start(format)}
        onImport={() => setIsImportOpen(true)}
        exportProgress={tableExport.progress}
        onRefresh={() => {
          void rowsQuery.refetch()
          if (!isFiltered) void rowCount.refetch()
        }}
        isRefreshing={rowsQuery.isRefetching && !rowsQuery.isPlaceholderData}
      />
      <FilterBar
        columns={model.columns}
        filters={filters}
        onFiltersChange={handleFiltersChange}
      />
      {!model.hasPrimaryKey && (
        <Admonition type="warning" title="This table has no primary key" className="m-3">
          Rows are ordered by their physical location (ctid) and cannot be edited or deleted here. Add a primary key
          to edit them.
        </Admonition>
      )}
      {rowsQuery.isPending && (
        <p className="flex items-center gap-2 p-4 text-sm text-muted">
          <Spinner /> Loading rows…
        </p>
      )}
      {rowsQuery.error && (
        <Admonition type="danger" title="Failed to load rows" className="m-3">
          {rowsQuery.error.message}
        </Admonition>
      )}
      {rowsQuery.isSuccess && rows.length === 0 && (
        <p className="p-4 text-sm text-muted">{isFiltered ? 'No rows match the filters' : 'This table is empty'}</p>
      )}
      {rows.length > 0 && (
        <RowsGrid
          key={JSON.stringify({ position, pageSize, sorts, filters })}
          model={model}
          rows={rows}
          sorts={sorts}
          onSortChange={handleSortsChange}
          selectedKeys={selectedKeys}
          onSelectedKeysChange={setSelectedKeys}
          editingCell={editingCell}
          editor={
            editingRow && editingColumn ? (
              <InlineCellEditor
                column={editingColumn}
                initialValue={toEditValue(editingRow[editingColumn.name], editingColumn.kind)}
                onSave={handleSaveCell}
                onCancel={() => setEditingCell(null)}
                isSaving={updateRow.isPending}
                error={updateRow.error?.message}
              />
            ) : null
          }
          onEditCell={handleEditCell}
          onExpandRow={(row) => handleOpenPanel({ mode: 'edit', row })}
          hasNextPage={false}
          hasPreviousPage={false}
          isFetchingNextPage={false}
          isFetchingPreviousPage={false}
          onFetchNextPage={noMorePages}
          onFetchPreviousPage={noMorePages}
          initialScroll="top"
          onColumnAction={onColumnAction}
        />
      )}
      {page && (
        <TablePager
          rangeText={pageRangeText({ position, pageSize, rowsOnPage: rows.length, total })}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setTableEditorPageSize(size)
            goTo(FIRST_PAGE)
          }}
          hasPrevious={canGoPrevious}
          hasNext={canGoNext}
          isFirst={position.origin === 'start' && position.index === 0}
          isLast={position.origin === 'end' && position.index === 0}
          onFirst={() => goTo(FIRST_PAGE)}
          onPrevious={() => goTo(previousPage(position, page))}
          onNext={() => goTo(nextPage(position, page))}
          onLast={() => goTo(LAST_PAGE)}
          isLoading={rowsQuery.isFetching}
        />
      )}
      <RowEditorPanel
        projectRef={projectRef}
        model={model}
        target={panelTarget}
        onClose={() => setPanelTarget(null)}
        onSubmit={handlePanelSubmit}
        isSaving={insertRow.isPending || updateRow.isPending}
        error={panelError}
      />
      {isImportOpen && (
        <CsvImportDialog projectRef={projectRef} tableId={tableId} model={model} onClose={() => setIsImportOpen(false)} />
      )}
      <DeleteRowsDialog
        isOpen={isDeleteOpen}
        count={selectedRows.length}
        tableName={`${model.schema}.${model.name}`}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleteOpen(false)}
        isDeleting={deleteRows.isPending}
        error={deleteRows.error?.message}
      />
    </div>
  )
}
