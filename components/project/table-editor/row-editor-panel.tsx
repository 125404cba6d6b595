'use client'

import { useState, type FormEvent } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import {
  initialEditFields,
  initialInsertFields,
  rowFormAssignments,
  type FieldValue,
  type RowFormFields,
} from '@/lib/table-editor/row-form'
import { columnOfRowError } from '@/lib/table-editor/foreign-lookup'
import type { ColumnAssignment } from '@/lib/table-editor/row-mutations'
import { isInsertable, type TableModel } from '@/lib/table-editor/table-model'
import type { TableRow } from '@/lib/table-editor/types'

import { ColumnValueField } from './column-value-field'

export type RowEditorTarget = { mode: 'insert' } | { mode: 'edit'; row: TableRow }

export interface RowEditorPanelProps {
  projectRef: string
  model: TableModel
  target: RowEditorTarget | null
  onClose: () => void
  onSubmit: (assignments: ColumnAssignment[]) => void
  isSaving: boolean
  /** The last save's failure (a Postgres error): at the field it names (see columnOfRowError), else at the top. */
  error?: Error | null
}

/** A side panel to insert a row or edit every column of one; errors stay in the panel. */
export function RowEditorPanel({ projectRef, model, target, onClose, onSubmit, isSaving, error }: RowEditorPanelProps) {
  const isEdit = target?.mode === 'edit'
  const title = isEdit ? (model.hasPrimaryKey ? 'Edit row' : 'View row') : 'Insert row'
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent placement="right" size="medium" aria-describedby={undefined}>
        <DialogHeader className="pr-10">
          <DialogTitle>
            {title} <span className="font-mono text-sm text-muted">{`${model.schema}.${model.name}`}</span>
          </DialogTitle>
        </DialogHeader>
          {target && (
            <RowEditorForm
              // A new target starts from fresh fields.
              key={target.mode === 'edit' ? JSON.stringify(model.primaryKey.map((column) => target.row[column])) : 'insert'}
              projectRef={projectRef}
              model={model}
              target={target}
              onClose={onClose}
              onSubmit={onSubmit}
              isSaving={isSaving}
              error={error}
            />
          )}
      </DialogContent>
    </Dialog>
  )
}

interface RowEditorFormProps extends Omit<RowEditorPanelProps, 'target'> {
  target: RowEditorTarget
}

function RowEditorForm({ projectRef, model, target, onClose, onSubmit, isSaving, error }: RowEditorFormProps) {
  const isEdit = target.mode === 'edit'
  const columns = isEdit ? model.columns : model.columns.filter(isInsertable)
  const [initial] = useState<RowFormFields>(() =>
    target.mode === 'edit' ? initialEditFields(model.columns, target.row) : initialInsertFields(model.columns)
  )
  const [fields, setFields] = useState<RowFormFields>(initial)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const isReadOnlyRow = isEdit && !model.hasPrimaryKey
  // Editing the form after a failed save sets that failure aside; the next save reports afresh.
  const [dismissedError, setDismissedError] = useState<Error | null>(null)
  const shownError = error && error !== dismissedError ? error : null
  const errorColumn = shownError ? columnOfRowError(shownError.message, (shownError as { detail?: string }).detail, columns.map((column) => column.name)) : null
  const generalError = shownError && !errorColumn ? shownError.message : formError

  const handleChange = (column: string, value: FieldValue) => {
    setFields((current) => ({ ...current, [column]: value }))
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== column)))
    setFormError(null)
    setDismissedError(error ?? null)
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { assignments, errors } = rowFormAssignments(columns, fields, isEdit ? initial : undefined)
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) return
    if (isEdit && assignments.length === 0) {
      setFormError('Nothing changed')
      return
    }
    onSubmit(assignments)
  }

  return (
    <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-5">
        {isReadOnlyRow && (
          <Admonition type="note" title="Read-only" className="mt-3">
            Rows of a table without a primary key cannot be edited here.
          </Admonition>
        )}
        {generalError && (
          <Admonition type="danger" title="The row was not saved" className="mt-3">
            {generalError}
          </Admonition>
        )}
        {columns.map((column) => (
          <ColumnValueField
            key={column.name}
            column={column}
            value={fields[column.name] ?? { kind: 'null' }}
            onChange={(value) => handleChange(column.name, value)}
            isPrimaryKey={model.primaryKey.includes(column.name)}
            mode={target.mode}
            isReadOnly={isReadOnlyRow || (isEdit && !column.isEditable)}
            error={fieldErrors[column.name] ?? (errorColumn === column.name ? shownError?.message : undefined)}
            projectRef={projectRef}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-border px-5 py-3">
        <Button variant="default" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        {!isReadOnlyRow && (
          <Button type="submit" variant="primary" loading={isSaving}>
            {isEdit ? 'Save' : 'Insert'}
          </Button>
        )}
      </div>
    </form>
  )
}
