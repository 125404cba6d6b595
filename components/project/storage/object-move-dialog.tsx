'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useObjectMoveMutation } from '@/data/storage/object-move-mutation'
import { normaliseObjectPath } from '@/lib/storage/object-paths'
import { toast } from '@/lib/ui/toast'

/** Renames a file or moves it to another folder by editing its full path (new folders appear on the way). */
export function ObjectMoveDialog({
  projectRef,
  bucketId,
  path,
  onClose,
}: {
  projectRef: string
  bucketId: string
  path: string
  onClose: () => void
}) {
  const [destination, setDestination] = useState(path)
  const [error, setError] = useState<string | null>(null)
  const move = useObjectMoveMutation()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const to = normaliseObjectPath(destination)
    if (!to) return setError('Enter a path such as folder/name.txt')
    if (to === path) return setError('The new path is the same as the current one')
    setError(null)
    move.mutate(
      { projectRef, bucketId, from: path, to },
      {
        onSuccess: () => {
          toast.success(`Moved ${path} to ${to}`)
          onClose()
        },
      }
    )
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{`Move or rename ${path}`}</DialogTitle>
            <DialogDescription>Type the file&apos;s new path in the bucket; folders in it are created as needed.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            <FormField label="New path" error={error}>
              <Input value={destination} onChange={(event) => setDestination(event.target.value)} autoComplete="off" />
            </FormField>
            {move.error && (
              <p role="alert" className="text-sm text-destructive">
                {`Failed to move ${path}: ${move.error.message}`}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose} disabled={move.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={move.isPending}>
              Move
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
