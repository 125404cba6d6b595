import type { PolicyDraft } from '@/lib/policies/policy-sql'
import type { PolicyTemplate } from '@/lib/policies/policy-templates'

/** Storage keeps every bucket's files as rows of storage.objects; a bucket's policies are that table's policies naming it. */
export const STORAGE_SCHEMA = 'storage'
export const STORAGE_OBJECTS_TABLE = 'objects'

interface PolicyExpressions {
  schema: string
  table: string
  definition: string | null
  check: string | null
}

/** The SQL string constant of a bucket id, as Postgres prints it back in a policy's expression. */
function bucketLiteral(bucket: string): string {
  return `'${bucket.replaceAll("'", "''")}'`
}

/**
 * Whether a policy on storage.objects is about this bucket: its USING or WITH CHECK compares
 * bucket_id with the bucket's id (Postgres prints the comparison back as `bucket_id = 'id'::text`).
 */
export function isBucketPolicy(policy: PolicyExpressions, bucket: string): boolean {
  if (policy.schema !== STORAGE_SCHEMA || policy.table !== STORAGE_OBJECTS_TABLE) return false
  const comparison = `bucket_id = ${bucketLiteral(bucket)}`
  return [policy.definition, policy.check].some((expression) => expression?.includes(comparison) ?? false)
}

/** A new policy on storage.objects, for the policy editor. */
export function storagePolicyDraft(): PolicyDraft {
  return { schema: STORAGE_SCHEMA, table: STORAGE_OBJECTS_TABLE, name: '', command: 'SELECT', action: 'PERMISSIVE', roles: [], using: '', check: '' }
}

/** The first folder of an object's path is the uploader's user id. */
const OWN_FOLDER = '(storage.foldername(name))[1] = auth.uid()::text'

/** Starting points for a bucket's policies: each names the bucket, so the policy lists under it. */
export function storagePolicyTemplates(bucket: string): PolicyTemplate[] {
  const inBucket = `bucket_id = ${bucketLiteral(bucket)}`
  const ownFolder = `${inBucket} and ${OWN_FOLDER}`
  return [
    {
      id: 'storage-public-read',
      label: `Anyone can read files in ${bucket}`,
      description: 'Every role, signed in or not, can download the bucket’s files.',
      draft: { name: `Public read of ${bucket}`, command: 'SELECT', action: 'PERMISSIVE', roles: ['public'], using: inBucket, check: '' },
    },
    {
      id: 'storage-own-folder-upload',
      label: 'Signed-in users upload to their own folder',
      description: 'A signed-in user uploads only under a folder named after their user id.',
      draft: { name: `Users upload to their own folder in ${bucket}`, command: 'INSERT', action: 'PERMISSIVE', roles: ['authenticated'], using: '', check: ownFolder },
    },
    {
      id: 'storage-own-folder-read',
      label: 'Signed-in users read their own folder',
      description: 'A signed-in user downloads only the files under their own folder.',
      draft: { name: `Users read their own folder in ${bucket}`, command: 'SELECT', action: 'PERMISSIVE', roles: ['authenticated'], using: ownFolder, check: '' },
    },
    {
      id: 'storage-own-folder-delete',
      label: 'Signed-in users delete from their own folder',
      description: 'A signed-in user deletes only the files under their own folder.',
      draft: { name: `Users delete from their own folder in ${bucket}`, command: 'DELETE', action: 'PERMISSIVE', roles: ['authenticated'], using: ownFolder, check: '' },
    },
  ]
}
