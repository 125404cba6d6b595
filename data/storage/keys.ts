import { projectKeys } from '@/data/projects/keys'

/** Query keys of the Storage pages. */
export const storageKeys = {
  buckets: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'storage', 'buckets'] as const,
  /** Every listed folder of one bucket (invalidated together after uploads, moves and deletes). */
  bucketObjects: (projectRef: string | undefined, bucketId: string | undefined) =>
    [...projectKeys.all(projectRef), 'storage', 'buckets', bucketId, 'objects'] as const,
  objects: (projectRef: string | undefined, bucketId: string | undefined, prefix: string) =>
    [...projectKeys.all(projectRef), 'storage', 'buckets', bucketId, 'objects', prefix] as const,
}
