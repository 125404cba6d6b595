'use client'

import type { KeyboardEvent } from 'react'

import type { EditorColumn } from '@/lib/table-editor/table-model'
import { textEditValue, NULL_EDIT_VALUE, type EditValue } from '@/lib/table-editor/value-encoding'
import { cn } from '@/lib/utils/cn'

const NULL_OPTION = '__null__'

export interface ValueInputProps {
  column: EditorColumn
  value: EditValue
  onChange: (value: EditValue) => void
  id?: string
  /** The accessible name when no <label> points at the control. */
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** Inline editing in a cell: one line, Enter submits. */
  isCompact?: boolean
  autoFocus?: boolean
  disabled?: boolean
  onSubmit?: () => void
  onCancel?: () => void
}

const controlClasses =
  'w-full rounded-md border border-border bg-background px-2 text-sm text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-destructive'

/**
 * The control for one column's value: a select for booleans and enums, a JSON text area for json
 * and arrays, a text field otherwise. SQL NULL shows as an empty control with a "NULL" placeholder;
 * an empty string shows "EMPTY", so the two never look alike.
 */
export function ValueInput({ column, value, onChange, isCompact = false, onSubmit, onCancel, ...props }: ValueInputProps) {
  const isNull = value.kind === 'null'
  const text = value.kind === 'text' ? value.text : ''

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    } else if (event.key === 'Enter' && onSubmit && (isCompact || event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      onSubmit()
    }
  }

  if (column.kind === 'boolean' || column.kind === 'enum') {
    const options = column.kind === 'boolean' ? ['true', 'false'] : column.enums
    return (
      <select
        {...props}
        value={isNull ? NULL_OPTION : text}
        onChange={(event) =>
          onChange(event.target.value === NULL_OPTION ? NULL_EDIT_VALUE : textEditValue(event.target.value))
        }
        onKeyDown={handleKeyDown}
        className={cn(controlClasses, 'h-8')}
      >
        {(isNull || column.is_nullable) && <option value={NULL_OPTION}>NULL</option>}
        {!isNull && !options.includes(text) && <option value={text}>{text}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  }

  const placeholder = isNull ? 'NULL' : 'EMPTY'
  const handleTextChange = (next: string) => onChange(textEditValue(next))
  const isMultiline = column.kind === 'json' || column.kind === 'array' || (!isCompact && column.kind === 'text')
  if (isMultiline) {
    return (
      <textarea
        {...props}
        value={text}
        placeholder={placeholder}
        spellCheck={false}
        rows={isCompact ? 3 : column.kind === 'text' ? 3 : 6}
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        className={cn(controlClasses, 'py-1.5', column.kind !== 'text' && 'font-mono text-xs')}
      />
    )
  }
  return (
    <input
      {...props}
      type="text"
      inputMode={column.kind === 'number' ? 'decimal' : undefined}
      value={text}
      placeholder={placeholder}
      onChange={(event) => handleTextChange(event.target.value)}
      onKeyDown={handleKeyDown}
      className={cn(controlClasses, 'h-8')}
    />
  )
}
