import { normaliseObjectPath } from './object-paths'

/**
 * Where the storage browser is, kept in the URL (`?bucket=avatars&path=2025/june`) so a bucket or
 * folder can be linked to, and every step into one is a history entry that Back returns from.
 */
export interface StorageLocation {
  bucketId: string | null
  /** The open folder inside the bucket ('' for its top), normalised. */
  path: string
}

export function parseStorageLocation(params: Pick<URLSearchParams, 'get'>): StorageLocation {
  const bucketId = params.get('bucket') || null
  const path = bucketId ? (normaliseObjectPath(params.get('path') ?? '') ?? '') : ''
  return { bucketId, path }
}

/** The query string for a location (other parameters kept), without the leading "?"; '' for the bucket list. */
export function storageLocationQuery(current: URLSearchParams, location: StorageLocation): string {
  const next = new URLSearchParams(current)
  next.delete('bucket')
  next.delete('path')
  if (location.bucketId) {
    next.set('bucket', location.bucketId)
    if (location.path) next.set('path', location.path)
  }
  return next.toString()
}
