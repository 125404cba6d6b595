'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useLogQuerySaveMutation } from '@/data/content/log-query-save-mutation'
import type { Snippet } from '@/lib/api/types'
import { logQueryNameError } from '@/lib/logs/log-query-names'
import { toast } from '@/lib/ui/toast'

/** Saves the current logs query under a name, or renames a saved one (`existing`). */
export function SaveLogQueryDialog({
  projectRef,
  sql,
  existing,
  takenNames,
  onClose,
}: {
  projectRef: string
  sql: string
  existing?: Snippet
  takenNames: readonly string[]
  onClose: () => void
}) {
  const [name, setName] = useState(existing?.name ?? '')
  const [isSubmitted, setIsSubmitted] = useState(false)
  const save = useLogQuerySaveMutation()
  const problem = (isSubmitted ? logQueryNameError(name, takenNames) : null) ?? (save.isError ? save.error.message : null)

  const submit = () => {
    setIsSubmitted(true)
    save.reset()
    if (logQueryNameError(name, takenNames)) return
    const trimmed = name.trim()
    save.mutate(
      { ref: projectRef, id: existing?.id ?? globalThis.crypto.randomUUID(), name: trimmed, sql, description: existing?.description ?? null },
      {
        onSuccess: () => {
          toast.success(existing ? `Renamed the query to ${trimmed}` : `Saved the query as ${trimmed}`)
          onClose()
        },
      }
    )
  }

  return (
    <Dialog open hasUnsavedChanges={name !== (existing?.name ?? '')} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <DialogHeader>
            <DialogTitle>{existing ? 'Rename saved query' : 'Save logs query'}</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            <FormField label="Query name" error={problem}>
              <Input autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Gateway errors" />
            </FormField>
            <pre aria-label="Query to save" className="max-h-32 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs whitespace-pre-wrap" tabIndex={0}>
              {sql}
            </pre>
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : existing ? 'Rename' : 'Save query'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
