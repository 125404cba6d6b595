'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import { encodeEditValue, NULL_EDIT_VALUE, type EditValue } from '@/lib/table-editor/value-encoding'

import { ValueInput } from './value-input'

export interface InlineCellEditorProps {
  column: EditorColumn
  initialValue: EditValue
  /** Receives the SQL constant of the new value. */
  onSave: (sql: string) => void
  onCancel: () => void
  isSaving: boolean
  /** The last save's failure, shown under the input. */
  error?: string | null
}

/** Edits one cell in place: Enter saves, Escape cancels, "Set to NULL" stores SQL NULL. */
export function InlineCellEditor({ column, initialValue, onSave, onCancel, isSaving, error }: InlineCellEditorProps) {
  const [value, setValue] = useState<EditValue>(initialValue)
  const [validationError, setValidationError] = useState<string | null>(null)
  const errorId = useId()
  const shownError = validationError ?? error ?? null

  const save = (next: EditValue) => {
    if (next.kind === 'null' && !column.is_nullable) {
      setValidationError(`${column.name} cannot be NULL`)
      return
    }
    const encoded = encodeEditValue(next, column.kind)
    if (!encoded.ok) {
      setValidationError(encoded.error)
      return
    }
    setValidationError(null)
    onSave(encoded.sql)
  }

  const handleSetNull = () => {
    setValue(NULL_EDIT_VALUE)
    save(NULL_EDIT_VALUE)
  }

  return (
    <div
      role="group"
      aria-label={`Edit ${column.name}`}
      className="absolute top-0 left-0 z-20 flex w-max min-w-full max-w-md flex-col gap-2 rounded-md border border-brand bg-surface p-2 font-sans shadow-lg"
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <ValueInput
        column={column}
        value={value}
        onChange={(next) => {
          setValidationError(null)
          setValue(next)
        }}
        aria-label={`Value of ${column.name}`}
        aria-invalid={Boolean(shownError) || undefined}
        aria-describedby={shownError ? errorId : undefined}
        isCompact
        autoFocus
        disabled={isSaving}
        onSubmit={() => save(value)}
        onCancel={onCancel}
      />
      {shownError && (
        <p id={errorId} role="alert" className="max-w-sm text-xs break-words text-destructive">
          {shownError}
        </p>
      )}
      <div className="flex items-center gap-2">
        {column.is_nullable && (
          <Button size="tiny" variant="outline" disabled={isSaving} onClick={handleSetNull}>
            Set to NULL
          </Button>
        )}
        <span className="flex-1" />
        <Button size="tiny" variant="default" disabled={isSaving} onClick={onCancel}>
          Cancel
        </Button>
        <Button size="tiny" variant="primary" loading={isSaving} onClick={() => save(value)}>
          Save
        </Button>
      </div>
    </div>
  )
}
