'use client'

import { useMemo, useRef, useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useCsvImportMutation, type CsvImportOutcome, type ImportProgress } from '@/data/table-rows/csv-import'
import { autoMapHeaders, mappingProblem, remapHeader, type HeaderMapping } from '@/lib/table-editor/import/column-mapping'
import { toImportColumn, type ImportColumn } from '@/lib/table-editor/import/value-checks'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import type { TableModel } from '@/lib/table-editor/table-model'

import { ImportMapping } from './import-mapping'
import { ImportResult } from './import-result'
import { useCsvPreview } from './use-csv-preview'

export interface CsvImportDialogProps {
  projectRef: string
  tableId: number
  model: TableModel
  onClose: () => void
}

const numberFormat = new Intl.NumberFormat('en-US')

/** Import a CSV file into the open table: choose, map and preview, then import with progress and cancel. */
export function CsvImportDialog({ projectRef, tableId, model, onClose }: CsvImportDialogProps) {
  const { preview, error: previewError, choose } = useCsvPreview()
  const [mapping, setMapping] = useState<HeaderMapping>([])
  const [skipBadRows, setSkipBadRows] = useState(false)
  const [progress, setProgress] = useState<(ImportProgress & { rowsPerSecond: number }) | null>(null)
  const [outcome, setOutcome] = useState<CsvImportOutcome | null>(null)
  const abortRef = useRef<AbortController | null>(null)
  const importCsv = useCsvImportMutation()

  const targets = useMemo(() => model.columns.filter((column) => !column.is_generated), [model.columns])
  const columns = useMemo(() => new Map<string, ImportColumn>(targets.map((column) => [column.name, toImportColumn(column)])), [targets])
  const required = [...columns.values()].filter((column) => column.isRequired).map((column) => column.name)
  const problem = preview ? mappingProblem(mapping, required) : null
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
  }

  const handleImport = () => {
    if (!preview || problem) return
    const controller = new AbortController()
    abortRef.current = controller
    setOutcome(null)
    const startedAt = performance.now()
    const mappedColumns = mapping.filter((column): column is string => column !== null)
    importCsv.mutate(
      {
        projectRef,
        tableId,
        schema: model.schema,
        table: model.name,
        file: preview.file,
        mapping,
        columns,
        skipBadRows,
        overridesIdentity: targets.some((column) => column.identity_generation === 'ALWAYS' && mappedColumns.includes(column.name)),
        signal: controller.signal,
        onProgress: (next) => {
          const seconds = Math.max((performance.now() - startedAt) / 1000, 0.001)
          setProgress({ ...next, rowsPerSecond: next.rowsSent / seconds })
        },
      },
      { onSuccess: setOutcome, onSettled: () => (abortRef.current = null) }
    )
  }

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
              <ImportMapping
                preview={preview}
                mapping={mapping}
                columnNames={targets.map((column) => column.name)}
                onMap={(index, column) => setMapping((current) => remapHeader(current, index, column))}
              />
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
            Import
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
