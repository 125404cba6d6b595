/** Query keys of the Storage pages. */
export const storageKeys = {
  buckets: (projectRef: string | undefined) => ['projects', projectRef, 'storage', 'buckets'] as const,
  /** Every listed folder of one bucket (invalidated together after uploads, moves and deletes). */
  bucketObjects: (projectRef: string | undefined, bucketId: string | undefined) =>
    ['projects', projectRef, 'storage', 'buckets', bucketId, 'objects'] as const,
  objects: (projectRef: string | undefined, bucketId: string | undefined, prefix: string) =>
    ['projects', projectRef, 'storage', 'buckets', bucketId, 'objects', prefix] as const,
}
