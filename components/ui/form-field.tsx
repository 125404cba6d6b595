'use client'

import { useId, type ReactElement, type ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

import { Slot } from './slot'

export interface FormFieldProps {
  label: ReactNode
  /** The single form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement
  error?: string | null
  description?: ReactNode
  id?: string
  className?: string
}

/** A labelled control whose error line appears only while there is an error (SPEC §2). */
export function FormField({ label, children, error, description, id, className }: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const hasError = Boolean(error)
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ')

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <Slot id={controlId} aria-invalid={hasError || undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot>
      {description && (
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
