'use client'

import { useMemo, useRef, useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import { projectKeys } from '@/data/projects/keys'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { useCsvImportMutation, type CsvImportOutcome, type CsvImportVariables, type ImportProgress } from '@/data/table-rows/csv-import'
import { autoMapHeaders, mappingProblem, remapHeader, type HeaderMapping } from '@/lib/table-editor/import/column-mapping'
import { createTableSql, inferColumns, newImportColumn, type NewColumn } from '@/lib/table-editor/import/type-inference'
import { toImportColumn, type ImportColumn } from '@/lib/table-editor/import/value-checks'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import type { TableModel } from '@/lib/table-editor/table-model'

import { ImportMapping } from './import-mapping'
import { ImportResult } from './import-result'
import { NewTableColumns, newTableProblem } from './new-table-columns'
import { useCsvPreview } from './use-csv-preview'

export interface CsvImportDialogProps {
  projectRef: string
  tableId: number
  model: TableModel
  onClose: () => void
}

const numberFormat = new Intl.NumberFormat('en-US')

/** people.csv → people (a starting point the user edits). */
const tableNameFromFile = (fileName: string) => fileName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_]+/g, '_').toLowerCase().slice(0, 63)

type ImportTargetVariables = Pick<CsvImportVariables, 'schema' | 'table' | 'tableId' | 'mapping' | 'columns' | 'overridesIdentity'>

/**
 * Import a CSV file into the open table (choose, map and preview) or into a new table (types
 * inferred, editable, its CREATE TABLE reviewed first), then the rows with progress and cancel.
 */
export function CsvImportDialog({ projectRef, tableId, model, onClose }: CsvImportDialogProps) {
  const { preview, error: previewError, choose } = useCsvPreview()
  const [mapping, setMapping] = useState<HeaderMapping>([])
  const [skipBadRows, setSkipBadRows] = useState(false)
  const [destination, setDestination] = useState<'existing' | 'new'>('existing')
  const [newTableName, setNewTableName] = useState('')
  const [newColumns, setNewColumns] = useState<NewColumn[]>([])
  const [isReviewing, setIsReviewing] = useState(false)
  const [progress, setProgress] = useState<(ImportProgress & { rowsPerSecond: number }) | null>(null)
  const [outcome, setOutcome] = useState<CsvImportOutcome | null>(null)
  const abortRef = useRef<AbortController | null>(null)
  const importCsv = useCsvImportMutation()

  const targets = useMemo(() => model.columns.filter((column) => !column.is_generated), [model.columns])
  const columns = useMemo(() => new Map<string, ImportColumn>(targets.map((column) => [column.name, toImportColumn(column)])), [targets])
  const required = [...columns.values()].filter((column) => column.isRequired).map((column) => column.name)
  const problem = !preview ? null : destination === 'existing' ? mappingProblem(mapping, required) : newTableProblem(newTableName, newColumns)
  const isRunning = importCsv.isPending

  const handleFile = async (file: File | undefined) => {
    setOutcome(null)
    importCsv.reset()
    await choose(file)
  }
  // Map once a new file's header is known (render-time sync: the mapping follows the chosen file).
  const [mappedFile, setMappedFile] = useState<File | null>(null)
  if (preview && preview.file !== mappedFile) {
    setMappedFile(preview.file)
    setMapping(autoMapHeaders(preview.headers, targets.map((column) => column.name)))
    setNewTableName(tableNameFromFile(preview.file.name))
    setNewColumns(inferColumns(preview.headers, preview.sample))
  }

  const startImport = (target: ImportTargetVariables) => {
    if (!preview) return
    const controller = new AbortController()
    abortRef.current = controller
    setOutcome(null)
    const startedAt = performance.now()
    importCsv.mutate(
      {
        ...target,
        projectRef,
        file: preview.file,
        skipBadRows,
        signal: controller.signal,
        onProgress: (next) => {
          const seconds = Math.max((performance.now() - startedAt) / 1000, 0.001)
          setProgress({ ...next, rowsPerSecond: next.rowsSent / seconds })
        },
      },
      { onSuccess: setOutcome, onSettled: () => (abortRef.current = null) }
    )
  }

  const handleImport = () => {
    if (!preview || problem) return
    if (destination === 'new') {
      setIsReviewing(true)
      return
    }
    const mappedColumns = mapping.filter((column): column is string => column !== null)
    startImport({
      schema: model.schema,
      table: model.name,
      tableId,
      mapping,
      columns,
      overridesIdentity: targets.some((column) => column.identity_generation === 'ALWAYS' && mappedColumns.includes(column.name)),
    })
  }

  const createTable = useReviewedSql({
    projectRef,
    // Built only from names that pass the identifier rules (the quoting refuses empty ones).
    statements: newColumns.length > 0 && !newTableProblem(newTableName, newColumns) ? createTableSql(model.schema, newTableName, newColumns) : [],
    invalidates: [projectKeys.database(projectRef)],
    label: 'table-editor-import-create-table',
    onSuccess: () => {
      setIsReviewing(false)
      startImport({
        schema: model.schema,
        table: newTableName,
        mapping: newColumns.map((column) => column.name),
        columns: new Map(newColumns.map((column) => [column.name, newImportColumn(column)])),
      })
    },
  })

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) return
    abortRef.current?.abort()
    onClose()
  }

  return (
    <Dialog open onOpenChange={handleOpenChange} hasUnsavedChanges={isRunning}>
      <DialogContent size="xlarge">
        <DialogHeader className="pr-10">
          <DialogTitle>
            Import CSV into <span className="font-mono">{`${model.schema}.${model.name}`}</span>
          </DialogTitle>
          <DialogDescription>
            The header line names the columns. By default a bad row rejects the whole import and nothing is added.
          </DialogDescription>
        </DialogHeader>
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-5 pb-4">
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-xs font-medium text-muted">CSV file</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={isRunning}
              onChange={(event) => void handleFile(event.target.files?.[0])}
              className="text-sm"
            />
          </label>
          {previewError && (
            <Admonition type="danger" title="The file cannot be imported">
              {previewError}
            </Admonition>
          )}
          {preview && (
            <>
              <p className="text-xs text-muted">
                {preview.file.name} · {numberFormat.format(preview.file.size)} bytes · {preview.headers.length} columns
              </p>
              <fieldset className="flex flex-wrap gap-4 text-sm" disabled={isRunning}>
                <legend className="mb-1 text-xs font-medium text-muted">Import into</legend>
                <label className="flex items-center gap-2">
                  <input type="radio" name="destination" checked={destination === 'existing'} onChange={() => setDestination('existing')} />
                  This table ({model.name})
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="destination" checked={destination === 'new'} onChange={() => setDestination('new')} />A
                  new table in {model.schema}
                </label>
              </fieldset>
              {destination === 'existing' ? (
                <ImportMapping
                  preview={preview}
                  mapping={mapping}
                  columnNames={targets.map((column) => column.name)}
                  onMap={(index, column) => setMapping((current) => remapHeader(current, index, column))}
                />
              ) : (
                <NewTableColumns
                  tableName={newTableName}
                  onTableNameChange={setNewTableName}
                  columns={newColumns}
                  onColumnsChange={setNewColumns}
                  isDisabled={isRunning}
                />
              )}
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={skipBadRows} disabled={isRunning} onChange={(event) => setSkipBadRows(event.target.checked)} />
                Skip bad rows (import the others and list the skipped ones)
              </label>
              {problem && <p className="text-sm text-destructive">{problem}</p>}
            </>
          )}
          {isRunning && progress && (
            <div className="flex flex-col gap-1">
              <progress
                aria-label="Import progress"
                className="w-full"
                max={preview?.file.size ?? 1}
                value={progress.bytesRead}
              />
              <p role="status" className="text-xs text-muted">
                {formatRowCount(progress.rowsSent)} sent of {numberFormat.format(progress.rowsRead)} read ·{' '}
                {numberFormat.format(Math.round(progress.rowsPerSecond))} rows/s
                {progress.badRows > 0 ? ` · ${formatRowCount(progress.badRows)} bad` : ''}
              </p>
            </div>
          )}
          {importCsv.error && (
            <Admonition type="danger" title="Nothing was imported">
              {importCsv.error.message}
            </Admonition>
          )}
          {outcome && <ImportResult outcome={outcome} />}
        </div>
        <div className="flex justify-end gap-2 border-t border-border px-5 py-3">
          {isRunning ? (
            <Button variant="danger" onClick={() => abortRef.current?.abort()}>
              Cancel import
            </Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              {outcome?.status === 'imported' ? 'Done' : 'Close'}
            </Button>
          )}
          <Button variant="primary" disabled={!preview || problem !== null || isRunning} loading={isRunning} onClick={handleImport}>
            {destination === 'new' ? 'Review SQL and import' : 'Import'}
          </Button>
        </div>
        {isReviewing && (
          <SqlReviewDialog
            review={createTable}
            title={`Create table ${model.schema}.${newTableName}`}
            description="The table is created first; then the rows are imported into it."
            confirmLabel="Create table and import"
            onCancel={() => {
              createTable.reset()
              setIsReviewing(false)
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
