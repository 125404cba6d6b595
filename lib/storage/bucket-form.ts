/** Pure rules of the bucket form: validation and the request bodies it turns into. */
import { identifierError } from '@/lib/identifiers/identifier-rules'

export interface BucketFormValues {
  name: string
  isPublic: boolean
  /** Megabytes as typed; empty means no limit. */
  fileSizeLimitMb: string
  /** Comma-separated, e.g. "image/*, application/pdf"; empty means any type. */
  allowedMimeTypes: string
}

export const EMPTY_BUCKET_FORM: BucketFormValues = { name: '', isPublic: false, fileSizeLimitMb: '', allowedMimeTypes: '' }

const MIME_PATTERN = /^[\w.+-]+\/(\*|[\w.+-]+)$/
const BYTES_PER_MB = 1024 * 1024

export interface BucketFormErrors {
  name?: string
  fileSizeLimitMb?: string
  allowedMimeTypes?: string
}

export function parseMimeTypes(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function validateBucketForm(values: BucketFormValues, { isNew }: { isNew: boolean }): BucketFormErrors {
  const errors: BucketFormErrors = {}
  if (isNew) {
    const name = values.name.trim()
    const nameError = name ? identifierError('bucket', name) : 'Enter a bucket name'
    if (nameError) errors.name = nameError
  }
  if (values.fileSizeLimitMb.trim()) {
    const limit = Number(values.fileSizeLimitMb)
    if (!Number.isFinite(limit) || limit <= 0) errors.fileSizeLimitMb = 'Enter a positive number of megabytes, or leave empty'
  }
  const invalid = parseMimeTypes(values.allowedMimeTypes).filter((type) => !MIME_PATTERN.test(type))
  if (invalid.length > 0) errors.allowedMimeTypes = `Not a MIME type: ${invalid.join(', ')}`
  return errors
}

export function toBucketBody(values: BucketFormValues) {
  const limit = values.fileSizeLimitMb.trim()
  const types = parseMimeTypes(values.allowedMimeTypes)
  return {
    public: values.isPublic,
    file_size_limit: limit ? Math.round(Number(limit) * BYTES_PER_MB) : null,
    allowed_mime_types: types.length > 0 ? types : null,
  }
}

export function bucketToForm(bucket: {
  name: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}): BucketFormValues {
  return {
    name: bucket.name,
    isPublic: bucket.public,
    fileSizeLimitMb: bucket.file_size_limit ? String(bucket.file_size_limit / BYTES_PER_MB) : '',
    allowedMimeTypes: (bucket.allowed_mime_types ?? []).join(', '),
  }
}
