'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useBucketCreateMutation } from '@/data/storage/bucket-create-mutation'
import { useBucketUpdateMutation } from '@/data/storage/bucket-update-mutation'
import type { StorageBucket } from '@/data/storage/buckets-query'
import {
  bucketToForm,
  EMPTY_BUCKET_FORM,
  toBucketBody,
  validateBucketForm,
  type BucketFormErrors,
  type BucketFormValues,
} from '@/lib/storage/bucket-form'
import { toast } from '@/lib/ui/toast'

/** Creates a bucket, or edits one (everything but its name). What was typed stays on failure. */
export function BucketFormDialog({
  projectRef,
  bucket,
  onClose,
}: {
  projectRef: string
  /** The bucket to edit; absent to create one. */
  bucket?: StorageBucket
  onClose: () => void
}) {
  const isNew = !bucket
  const [values, setValues] = useState<BucketFormValues>(bucket ? bucketToForm(bucket) : EMPTY_BUCKET_FORM)
  const [errors, setErrors] = useState<BucketFormErrors>({})
  const create = useBucketCreateMutation()
  const update = useBucketUpdateMutation()
  const failure = (isNew ? create.error : update.error)?.message
  const isSaving = create.isPending || update.isPending

  const set = <K extends keyof BucketFormValues>(key: K, value: BucketFormValues[K]) => setValues((old) => ({ ...old, [key]: value }))

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateBucketForm(values, { isNew })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const body = toBucketBody(values)
    const onSuccess = () => {
      toast.success(isNew ? `Created bucket ${values.name.trim()}` : `Updated bucket ${bucket?.name}`)
      onClose()
    }
    if (isNew) create.mutate({ projectRef, body: { id: values.name.trim(), ...body } }, { onSuccess })
    else update.mutate({ projectRef, bucketId: bucket.id, body }, { onSuccess })
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{isNew ? 'Create bucket' : `Edit bucket ${bucket.name}`}</DialogTitle>
            <DialogDescription>
              {isNew ? 'A bucket holds files; its name cannot be changed later.' : 'Change who can read the files and what may be uploaded.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            {isNew && (
              <FormField label="Name of bucket" error={errors.name}>
                <Input value={values.name} onChange={(event) => set('name', event.target.value)} autoComplete="off" />
              </FormField>
            )}
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={values.isPublic}
                onChange={(event) => set('isPublic', event.target.checked)}
              />
              <span>
                Public bucket
                <span className="block text-xs text-muted">Anyone with a file&apos;s URL can read it, without a signed URL.</span>
              </span>
            </label>
            <FormField label="File size limit (MB)" error={errors.fileSizeLimitMb} description="Leave empty for no limit.">
              <Input inputMode="decimal" value={values.fileSizeLimitMb} onChange={(event) => set('fileSizeLimitMb', event.target.value)} />
            </FormField>
            <FormField
              label="Allowed MIME types"
              error={errors.allowedMimeTypes}
              description="Comma-separated, wildcards allowed (image/*). Leave empty to allow any type."
            >
              <Input value={values.allowedMimeTypes} onChange={(event) => set('allowedMimeTypes', event.target.value)} />
            </FormField>
            {failure && (
              <p role="alert" className="text-sm text-destructive">
                {`Failed to ${isNew ? 'create' : 'update'} bucket: ${failure}`}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={isSaving}>
              {isNew ? 'Create bucket' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
