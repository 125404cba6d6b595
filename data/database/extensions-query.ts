import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export type ExtensionsVariables = DatabaseConnectionVariables
/** Every extension the database can install, with installed_version set for those installed. */
export type ExtensionsData = PgExtension[]
export type ExtensionsError = ResponseError

export async function getExtensions(
  { projectRef }: ExtensionsVariables,
  { client, signal }: DatabaseRequestContext
): Promise<ExtensionsData> {
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/extensions', {
    params: { path: { ref }, header },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const extensionsQueryOptions = <TData = ExtensionsData>(variables: ExtensionsVariables) =>
  queryOptions<ExtensionsData, ExtensionsError, TData>({
    queryKey: databaseKeys.extensions(variables.projectRef),
    queryFn: (context) => getExtensions(variables, context),
  })

export function useExtensionsQuery<TData = ExtensionsData>(
  variables: ExtensionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ExtensionsData, ExtensionsError, TData> = {}
) {
  return useQuery<ExtensionsData, ExtensionsError, TData>({
    ...extensionsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
