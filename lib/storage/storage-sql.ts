import { quoteLiteral } from '@/lib/table-editor/sql-quote'

/**
 * SQL of the Storage pages, read straight from the storage schema the platform's storage service
 * keeps (buckets and object metadata; file contents live in the service's backend, not in Postgres).
 */

export const STORAGE_PRESENCE_SQL = `select to_regclass('storage.buckets') is not null as has_buckets,
  to_regclass('storage.objects') is not null as has_objects`

// to_jsonb(b): columns such as file_size_limit only exist in newer storage schemas.
export const STORAGE_BUCKETS_SQL = `select b.id::text as id, b.name, coalesce(b.public, false) as public, b.created_at,
  (to_jsonb(b) ->> 'file_size_limit')::bigint as file_size_limit,
  to_jsonb(b) -> 'allowed_mime_types' as allowed_mime_types,
  (select count(*) from storage.objects o where o.bucket_id = b.id) as object_count
from storage.buckets b
order by b.name`

export const MAX_LISTED_OBJECTS = 1000

/** A LIKE pattern matching names that start with `prefix` taken literally. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** The objects of one bucket under a folder prefix ("" for the root), at most MAX_LISTED_OBJECTS. */
export function buildStorageObjectsSql(bucketId: string, prefix = ''): string {
  const conditions = [`bucket_id = ${quoteLiteral(bucketId)}`]
  if (prefix) conditions.push(`name like ${quoteLiteral(likePrefix(prefix))} escape '\\'`)
  return `select id::text as id, name, created_at, updated_at,
  (metadata ->> 'size')::bigint as size, metadata ->> 'mimetype' as mimetype
from storage.objects
where ${conditions.join(' and ')}
order by name
limit ${MAX_LISTED_OBJECTS}`
}
