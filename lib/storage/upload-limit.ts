import { formatBytes } from '@/lib/format/bytes'

/**
 * A file over its bucket's size limit is refused before any byte is sent, naming the limit (the
 * storage API would answer 413 half-way through a resumable upload).
 */
export function uploadSizeProblem(file: { name: string; size: number }, bucket: { id: string; file_size_limit?: number | null }): string | null {
  const limit = bucket.file_size_limit
  if (!limit || file.size <= limit) return null
  return `${file.name} is ${formatBytes(file.size)}; the bucket ${bucket.id} accepts files up to ${formatBytes(limit)}.`
}

/** The storage API's 413 without a message of its own: what it means, with the bucket's limit when known. */
export function payloadTooLargeMessage(fileSizeLimit?: number | null): string {
  return fileSizeLimit
    ? `The file is larger than this bucket's limit of ${formatBytes(fileSizeLimit)}.`
    : 'The file is larger than the storage API accepts (its global upload limit).'
}
