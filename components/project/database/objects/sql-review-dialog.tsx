'use client'

import type { ReactNode } from 'react'

import { ConfirmationDialog, type ConfirmationVariant } from '@/components/ui/confirmation-dialog'
import { useReviewedSql, type ReviewedSql } from '@/data/sql/use-reviewed-sql'
import type { Invalidation } from '@/lib/api/query-client'
import type { ReviewedStatement } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

/**
 * Shows the exact SQL a change will run before it runs (useReviewedSql's `sql`) and runs it on
 * confirmation; a failure stays in the dialog, under the SQL, with Postgres's message, so the user can
 * read it and try again or cancel.
 */
export function SqlReviewDialog({
  review,
  title,
  description,
  confirmLabel,
  variant = 'warning',
  onCancel,
  children,
}: {
  review: ReviewedSql
  title: string
  description?: ReactNode
  /** Options of the change (e.g. CASCADE), shown above its SQL. */
  children?: ReactNode
  confirmLabel: string
  variant?: ConfirmationVariant
  onCancel: () => void
}) {
  return (
    <ConfirmationDialog
      visible
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      variant={variant}
      loading={review.isRunning}
      onConfirm={review.run}
      onCancel={onCancel}
    >
      <div className="flex flex-col gap-3">
        {children}
        {review.outsideTransactionReason ? (
          <>
            <p className="text-sm">{review.outsideTransactionReason}</p>
            <p className="text-xs font-medium text-muted">This SQL runs on its own, outside a transaction:</p>
          </>
        ) : (
          <p className="text-xs font-medium text-muted">This SQL runs in one transaction:</p>
        )}
        <pre aria-label="SQL to run" className="max-h-64 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap">
          {review.sql}
        </pre>
        {review.error && (
          <p role="alert" className="text-sm text-destructive">
            {review.error.message}
          </p>
        )}
      </div>
    </ConfirmationDialog>
  )
}

/** A change a page asks the user to review: what it is called, its statements and what it makes stale. */
export interface SqlChange {
  title: string
  description?: ReactNode
  statements: ReviewedStatement | readonly ReviewedStatement[]
  invalidates: readonly Invalidation[]
  confirmLabel: string
  /** The toast once it ran. */
  done: string
  variant?: ConfirmationVariant
}

/** SqlReviewDialog for a page's pending change: runs it, says it is done and closes. */
export function SqlChangeDialog({ projectRef, change, onClose }: { projectRef: string; change: SqlChange; onClose: () => void }) {
  const review = useReviewedSql({
    projectRef,
    statements: change.statements,
    invalidates: change.invalidates,
    onSuccess: () => {
      toast.success(change.done)
      onClose()
    },
  })
  return (
    <SqlReviewDialog
      review={review}
      title={change.title}
      description={change.description}
      confirmLabel={change.confirmLabel}
      variant={change.variant}
      onCancel={onClose}
    />
  )
}
