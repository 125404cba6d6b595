'use client'

import { useState } from 'react'

import { SqlDialogFooter } from '@/components/project/database/objects/sql-dialog-footer'
import { SqlPreview } from '@/components/project/database/objects/sql-preview'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useSampleRowsGenerateMutation } from '@/data/ai-helpers/sample-rows-generate-mutation'
import { useSampleRowsInsertMutation } from '@/data/table-rows/sample-rows-insert-mutation'
import { AI_DATA_GENERATOR_OPT_IN } from '@/lib/ai/opt-in'
import {
  buildSampleDataSql,
  describeSampleDataColumns,
  SAMPLE_ROWS_DEFAULT,
  SAMPLE_ROWS_MAX,
  SAMPLE_ROWS_MIN,
  sampleDataReferences,
  type SampleDataTable,
} from '@/lib/ai/sample-data'
import { toast } from '@/lib/ui/toast'

import { AiHelperGate } from './ai-helper-gate'

export interface GenerateDataDialogProps {
  projectRef: string
  tableId: number
  table: SampleDataTable
  onClose: () => void
}

const FORM_ID = 'generate-data-form'

/**
 * The AI data generator: rows that fit the table's types, keys and checks are asked of the provider,
 * shown as the INSERT they make, and inserted in one transaction only when the user runs it.
 */
export default function GenerateDataDialog({ projectRef, tableId, table, onClose }: GenerateDataDialogProps) {
  const [count, setCount] = useState(String(SAMPLE_ROWS_DEFAULT))
  const [hint, setHint] = useState('')
  const [sql, setSql] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const generate = useSampleRowsGenerateMutation()
  const insert = useSampleRowsInsertMutation()
  const isRunning = generate.isPending || insert.isPending
  const qualified = `${table.schema}.${table.name}`

  const handleGenerate = () => {
    const rows = Number(count)
    if (!Number.isInteger(rows) || rows < SAMPLE_ROWS_MIN || rows > SAMPLE_ROWS_MAX) {
      setProblem(`Choose between ${SAMPLE_ROWS_MIN} and ${SAMPLE_ROWS_MAX} rows`)
      return
    }
    setProblem(null)
    generate.mutate(
      {
        projectRef,
        schema: table.schema,
        table: table.name,
        columns: describeSampleDataColumns(table),
        references: sampleDataReferences(table),
        count: rows,
        hint: hint.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          const built = buildSampleDataSql(table, answer.rows)
          if (!built.ok) return setProblem(`The generated rows do not fit the table: ${built.error}`)
          setSql(built.sql)
        },
        onError: (error) => setProblem(error.message),
      }
    )
  }

  const handleInsert = () => {
    if (!sql) return
    setProblem(null)
    insert.mutate(
      { projectRef, tableId, schema: table.schema, table: table.name, sql },
      {
        onSuccess: () => {
          toast.success(`Inserted sample rows into ${qualified}`)
          onClose()
        },
        onError: (error) => setProblem(error.message),
      }
    )
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !isRunning && onClose()}>
      <DialogContent size="large">
        <DialogHeader className="pr-10">
          <DialogTitle>Generate sample data</DialogTitle>
          <DialogDescription>{`Realistic rows for ${qualified} from the AI data generator, shown as SQL before anything is inserted.`}</DialogDescription>
        </DialogHeader>
        <AiHelperGate projectRef={projectRef} feature={AI_DATA_GENERATOR_OPT_IN} className="mx-6 mb-6">
          <DialogBody>
            <form
              id={FORM_ID}
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault()
                if (sql) handleInsert()
                else handleGenerate()
              }}
            >
              <FormField label="Number of rows">
                <Input
                  type="number"
                  min={SAMPLE_ROWS_MIN}
                  max={SAMPLE_ROWS_MAX}
                  value={count}
                  disabled={sql !== null}
                  onChange={(event) => setCount(event.target.value)}
                />
              </FormField>
              <FormField label="What the rows are about (optional)">
                <Input value={hint} disabled={sql !== null} placeholder="e.g. pets of a small animal shelter" onChange={(event) => setHint(event.target.value)} />
              </FormField>
              {sql && (
                <>
                  <SqlPreview sql={sql} className="max-h-72" />
                  <p className="text-xs text-muted">This SQL runs in one transaction: every row is inserted, or none.</p>
                  <Button
                    size="small"
                    variant="outline"
                    className="self-start"
                    disabled={isRunning}
                    onClick={() => {
                      setSql(null)
                      setProblem(null)
                    }}
                  >
                    Change the request
                  </Button>
                </>
              )}
            </form>
          </DialogBody>
          <SqlDialogFooter
            problem={problem}
            isRunning={isRunning}
            submitLabel={sql ? 'Insert rows' : 'Generate rows'}
            runningLabel={generate.isPending ? 'Generating…' : 'Inserting…'}
            formId={FORM_ID}
          />
        </AiHelperGate>
      </DialogContent>
    </Dialog>
  )
}
