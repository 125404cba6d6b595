import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgSchema } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export type SchemasVariables = DatabaseConnectionVariables
export type SchemasData = PgSchema[]
export type SchemasError = ResponseError

export async function getSchemas({ projectRef }: SchemasVariables, { client, signal }: DatabaseRequestContext): Promise<SchemasData> {
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/schemas', {
    params: { path: { ref }, header },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const schemasQueryOptions = <TData = SchemasData>(variables: SchemasVariables) =>
  queryOptions<SchemasData, SchemasError, TData>({
    queryKey: databaseKeys.schemas(variables.projectRef),
    queryFn: (context) => getSchemas(variables, context),
  })

export function useSchemasQuery<TData = SchemasData>(
  variables: SchemasVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<SchemasData, SchemasError, TData> = {}
) {
  return useQuery<SchemasData, SchemasError, TData>({
    ...schemasQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
