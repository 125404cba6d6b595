'use client'

import { useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

/** A labelled native select: keyboard- and screen-reader-friendly, and testable by its label. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  isDisabled = false,
  placeholder,
}: {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  isDisabled?: boolean
  /** Shown (and selected) while `value` is not one of the options. */
  placeholder?: string
}) {
  const id = useId()
  const hasValue = options.some((option) => option.value === value)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={hasValue ? value : ''}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 min-w-40 rounded-md border border-border bg-background px-2 text-sm text-foreground disabled:opacity-50"
      >
        {!hasValue && <option value="">{placeholder ?? 'Select…'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
