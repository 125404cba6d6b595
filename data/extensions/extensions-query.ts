import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

import { extensionKeys } from './keys'

export type ExtensionsVariables = PgMetaVariables
/** Every extension the database can install, with installed_version set for those installed. */
export type ExtensionsData = PgExtension[]
export type ExtensionsError = ResponseError

export async function getExtensions(
  { projectRef }: ExtensionsVariables,
  { client, signal }: PgMetaContext
): Promise<ExtensionsData> {
  return pgMetaGet('/platform/pg-meta/{ref}/extensions', { projectRef }, { client, signal })
}

export const extensionsQueryOptions = <TData = ExtensionsData>(variables: ExtensionsVariables) =>
  queryOptions<ExtensionsData, ExtensionsError, TData>({
    queryKey: extensionKeys.list(variables.projectRef),
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
