import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DatabaseConnectionVariables, DatabaseRequestContext } from '@/data/database/connection'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { StorageObjectRow } from '@/lib/storage/object-tree'
import { buildStorageObjectsSql } from '@/lib/storage/storage-sql'

import { storageKeys } from './keys'

export interface StorageObjectsVariables extends DatabaseConnectionVariables {
  bucketId?: string
  /** Folder path ending in "/", or "" for the bucket's root. */
  prefix?: string
}
export type StorageObjectsData = StorageObjectRow[]
export type StorageObjectsError = ResponseError

export async function getStorageObjects(
  { bucketId, prefix = '', projectRef }: StorageObjectsVariables,
  context: DatabaseRequestContext
): Promise<StorageObjectsData> {
  if (!bucketId) throw new Error('A bucket is required')
  return executeSql<StorageObjectRow>({ projectRef, sql: buildStorageObjectsSql(bucketId, prefix) }, context)
}

export const storageObjectsQueryOptions = <TData = StorageObjectsData>(variables: StorageObjectsVariables) =>
  queryOptions<StorageObjectsData, StorageObjectsError, TData>({
    queryKey: storageKeys.objects(variables.projectRef, variables.bucketId, variables.prefix ?? ''),
    queryFn: (context) => getStorageObjects(variables, context),
  })

export function useStorageObjectsQuery<TData = StorageObjectsData>(
  variables: StorageObjectsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<StorageObjectsData, StorageObjectsError, TData> = {}
) {
  return useQuery<StorageObjectsData, StorageObjectsError, TData>({
    ...storageObjectsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.bucketId),
  })
}
