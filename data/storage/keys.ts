/** Query keys of the Storage pages. */
export const storageKeys = {
  buckets: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'storage', 'buckets'] as const,
  objects: (projectRef: string | undefined, bucketId: string | undefined, prefix: string) =>
    ['projects', projectRef, 'database', 'storage', 'objects', bucketId, prefix] as const,
}
