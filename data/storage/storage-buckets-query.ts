import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DatabaseConnectionVariables, DatabaseRequestContext } from '@/data/database/connection'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { STORAGE_BUCKETS_SQL, STORAGE_PRESENCE_SQL } from '@/lib/storage/storage-sql'

import { storageKeys } from './keys'

export interface StorageBucket {
  id: string
  name: string
  public: boolean
  created_at: string | null
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
  object_count: number | string
}

export type StorageBucketsVariables = DatabaseConnectionVariables
/** Whether the database has the storage schema (kept by the platform's storage service), and its buckets. */
export type StorageBucketsData = { hasStorage: false } | { hasStorage: true; buckets: StorageBucket[] }
export type StorageBucketsError = ResponseError

export async function getStorageBuckets(variables: StorageBucketsVariables, context: DatabaseRequestContext): Promise<StorageBucketsData> {
  const [presence] = await executeSql<{ has_buckets: boolean; has_objects: boolean }>({ ...variables, sql: STORAGE_PRESENCE_SQL }, context)
  if (!presence?.has_buckets || !presence.has_objects) return { hasStorage: false }
  return { hasStorage: true, buckets: await executeSql<StorageBucket>({ ...variables, sql: STORAGE_BUCKETS_SQL }, context) }
}

export const storageBucketsQueryOptions = <TData = StorageBucketsData>(variables: StorageBucketsVariables) =>
  queryOptions<StorageBucketsData, StorageBucketsError, TData>({
    queryKey: storageKeys.buckets(variables.projectRef),
    queryFn: (context) => getStorageBuckets(variables, context),
  })

export function useStorageBucketsQuery<TData = StorageBucketsData>(
  variables: StorageBucketsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<StorageBucketsData, StorageBucketsError, TData> = {}
) {
  return useQuery<StorageBucketsData, StorageBucketsError, TData>({
    ...storageBucketsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
