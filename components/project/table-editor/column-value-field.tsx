'use client'

import { useId } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DEFAULT_FIELD_VALUE, hasDefault, type FieldValue } from '@/lib/table-editor/row-form'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import { NULL_EDIT_VALUE, textEditValue } from '@/lib/table-editor/value-encoding'

import { ForeignRowLookup } from './foreign-row-lookup'
import { ValueInput } from './value-input'

export interface ColumnValueFieldProps {
  column: EditorColumn
  value: FieldValue
  onChange: (value: FieldValue) => void
  isPrimaryKey: boolean
  /** Insert offers the column's default; edit never does. */
  mode: 'insert' | 'edit'
  isReadOnly: boolean
  error?: string
  /** Given, a foreign key column offers a lookup of the referenced table's rows. */
  projectRef?: string
}

/** One column of the row panel, with explicit "Set to NULL" and (on insert) "Use default" controls. */
export function ColumnValueField({ column, value, onChange, isPrimaryKey, mode, isReadOnly, error, projectRef }: ColumnValueFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const canUseDefault = mode === 'insert' && hasDefault(column)
  const defaultText = column.is_identity ? 'identity' : String(column.default_value)

  return (
    <div className="flex flex-col gap-1.5 border-b border-border py-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-mono text-sm font-medium text-foreground">
          {column.name}
        </label>
        <span className="text-xs text-muted">{column.format}</span>
        {isPrimaryKey && <Badge variant="outline">primary key</Badge>}
        {!column.is_nullable && <Badge variant="outline">not null</Badge>}
        {isReadOnly && <Badge variant="outline">read-only</Badge>}
      </div>
      {value.kind === 'default' ? (
        <div className="flex items-center gap-2">
          <p id={id} className="flex-1 rounded-md border border-dashed border-border px-2 py-1.5 text-sm text-muted">
            DEFAULT: {defaultText}
          </p>
          <Button size="tiny" variant="outline" onClick={() => onChange(textEditValue(''))}>
            Enter a value
          </Button>
        </div>
      ) : (
        <>
          <ValueInput
            id={id}
            column={column}
            value={value}
            onChange={onChange}
            disabled={isReadOnly}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {!isReadOnly && (
            <div className="flex gap-2">
              {column.is_nullable && value.kind !== 'null' && (
                <Button size="tiny" variant="outline" aria-label={`Set ${column.name} to NULL`} onClick={() => onChange(NULL_EDIT_VALUE)}>
                  Set to NULL
                </Button>
              )}
              {canUseDefault && (
                <Button size="tiny" variant="outline" aria-label={`Use the default of ${column.name}`} onClick={() => onChange(DEFAULT_FIELD_VALUE)}>
                  Use default
                </Button>
              )}
            </div>
          )}
        </>
      )}
      {projectRef && column.references && (
        <ForeignRowLookup
          projectRef={projectRef}
          column={column.name}
          reference={column.references}
          value={value.kind === 'text' ? value.text : ''}
          onPick={(picked) => onChange(textEditValue(picked))}
          isReadOnly={isReadOnly}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
