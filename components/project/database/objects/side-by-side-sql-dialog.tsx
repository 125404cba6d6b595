'use client'

import type { ReactNode } from 'react'

import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

import { SqlDialogFooter } from './sql-dialog-footer'

/**
 * A database object's editor (function, trigger, policy): the form on one side and the SQL it builds on
 * the other, so what runs is read before it runs; the problem that stops it (a validation message or
 * Postgres's error) sits by the button while the form keeps what was typed.
 */
export function SideBySideSqlDialog({
  title,
  description,
  form,
  sql,
  problem,
  isRunning,
  submitLabel,
  runningLabel,
  onSubmit,
  onClose,
  hasUnsavedChanges = false,
}: {
  title: string
  description: string
  form: ReactNode
  /** The SQL side: a read-only preview, or an editor where the statement may be written by hand. */
  sql: ReactNode
  problem: string | null
  isRunning: boolean
  submitLabel: string
  runningLabel: string
  onSubmit: () => void
  onClose: () => void
  /** The form or the hand-written SQL differs from what the dialog opened with: closing asks first. */
  hasUnsavedChanges?: boolean
}) {
  return (
    <Dialog open hasUnsavedChanges={hasUnsavedChanges && !isRunning} onOpenChange={(isOpen) => !isOpen && !isRunning && onClose()}>
      <DialogContent size="xxlarge" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader className="pr-10">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="grid gap-6 lg:grid-cols-2">
            {form}
            {sql}
          </div>
        </DialogBody>
        <SqlDialogFooter
          problem={problem}
          isRunning={isRunning}
          submitLabel={submitLabel}
          runningLabel={runningLabel}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  )
}
