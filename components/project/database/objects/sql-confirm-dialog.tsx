'use client'

import type { ReactNode } from 'react'

import { ConfirmationDialog, type ConfirmationVariant } from '@/components/ui/confirmation-dialog'

/**
 * Shows the exact SQL a change will run before it runs; a failure stays in the dialog, under the SQL,
 * with Postgres's message, so the user can read it and try again or cancel.
 */
export function SqlConfirmDialog({
  title,
  description,
  sql,
  confirmLabel,
  variant = 'warning',
  isRunning,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  title: string
  description?: ReactNode
  /** Options of the change (e.g. CASCADE), shown above its SQL. */
  children?: ReactNode
  sql: string
  confirmLabel: string
  variant?: ConfirmationVariant
  isRunning: boolean
  error: Error | null
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmationDialog
      visible
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      variant={variant}
      loading={isRunning}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="flex flex-col gap-3">
        {children}
        <p className="text-xs font-medium text-muted">This SQL runs in one transaction:</p>
        <pre aria-label="SQL to run" className="max-h-64 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap">
          {sql}
        </pre>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}
      </div>
    </ConfirmationDialog>
  )
}
