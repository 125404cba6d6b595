'use client'

import { useState, type ReactNode } from 'react'

import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'

import { SqlDialogFooter } from './sql-dialog-footer'
import { SqlPreview } from './sql-preview'

/**
 * A small schema change: its fields, the exact SQL they build (shown before anything runs) and the
 * problem that stops it, a validation message or Postgres's error, next to the button.
 */
export function SqlFormDialog({
  title,
  children,
  sql,
  problem,
  submitLabel,
  isRunning,
  onSubmit,
  onClose,
  hasUnsavedChanges,
}: {
  title: string
  children: ReactNode
  sql: string
  problem: string | null
  submitLabel: string
  isRunning: boolean
  onSubmit: () => void
  onClose: () => void
  /** Whether closing would lose typed work; by default, whether the SQL the fields build has changed since the dialog opened. */
  hasUnsavedChanges?: boolean
}) {
  const [openingSql] = useState(sql)
  return (
    <Dialog
      open
      hasUnsavedChanges={!isRunning && (hasUnsavedChanges ?? sql !== openingSql)}
      onOpenChange={(isOpen) => !isOpen && !isRunning && onClose()}
    >
      {/* Long forms scroll inside the dialog; the header and the buttons stay in view. */}
      <DialogContent size="large" aria-describedby={undefined} className="flex max-h-[90vh] flex-col">
        <DialogHeader className="pr-10">
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="min-h-0 overflow-y-auto">
          <form
            id="sql-form-dialog"
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              onSubmit()
            }}
          >
            {children}
            <SqlPreview sql={sql} />
          </form>
        </DialogBody>
        <SqlDialogFooter
          problem={problem}
          isRunning={isRunning}
          submitLabel={submitLabel}
          runningLabel="Running…"
          formId="sql-form-dialog"
        />
      </DialogContent>
    </Dialog>
  )
}
