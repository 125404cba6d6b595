'use client'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { useBucketDeleteMutation } from '@/data/storage/bucket-delete-mutation'
import { useBucketEmptyMutation } from '@/data/storage/bucket-empty-mutation'
import type { StorageBucket } from '@/data/storage/buckets-query'
import { toast } from '@/lib/ui/toast'

/** Confirms emptying or deleting a bucket; a failure stays in the dialog next to the button. */
export function BucketConfirmDialog({
  projectRef,
  bucket,
  action,
  onClose,
  onDeleted,
}: {
  projectRef: string
  bucket: StorageBucket
  action: 'empty' | 'delete'
  onClose: () => void
  onDeleted: () => void
}) {
  const empty = useBucketEmptyMutation()
  const remove = useBucketDeleteMutation()
  const mutation = action === 'empty' ? empty : remove
  const isDelete = action === 'delete'

  const handleConfirm = () => {
    const variables = { projectRef, bucketId: bucket.id }
    if (isDelete) {
      remove.mutate(variables, {
        onSuccess: () => {
          toast.success(`Deleted bucket ${bucket.name}`)
          onDeleted()
          onClose()
        },
      })
    } else {
      empty.mutate(variables, {
        onSuccess: () => {
          toast.success(`Emptied bucket ${bucket.name}`)
          onClose()
        },
      })
    }
  }

  return (
    <ConfirmationDialog
      visible
      variant="danger"
      size="medium"
      title={isDelete ? `Delete bucket ${bucket.name}` : `Empty bucket ${bucket.name}`}
      description={
        isDelete
          ? 'The bucket and every file in it are deleted. This cannot be undone.'
          : 'Every file in the bucket is deleted; the bucket and its settings stay. This cannot be undone.'
      }
      confirmLabel={isDelete ? 'Delete bucket' : 'Empty bucket'}
      loading={mutation.isPending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {mutation.error && (
        <p role="alert" className="text-sm text-destructive">
          {`Failed to ${action} bucket: ${mutation.error.message}`}
        </p>
      )}
    </ConfirmationDialog>
  )
}
