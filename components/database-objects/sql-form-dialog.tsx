'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

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
}: {
  title: string
  children: ReactNode
  sql: string
  problem: string | null
  submitLabel: string
  isRunning: boolean
  onSubmit: () => void
  onClose: () => void
}) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !isRunning && onClose()}>
      <DialogContent size="large" aria-describedby={undefined}>
        <DialogHeader className="pr-10">
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <form
            id="sql-form-dialog"
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              onSubmit()
            }}
          >
            {children}
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">SQL to run</span>
              <pre aria-label="SQL to run" className="overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap">
                {sql}
              </pre>
            </div>
          </form>
        </DialogBody>
        <DialogFooter className="flex flex-col items-stretch gap-2">
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={isRunning}>
              Cancel
            </Button>
            <Button type="submit" form="sql-form-dialog" variant="primary" disabled={isRunning}>
              {isRunning ? 'Running…' : submitLabel}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
