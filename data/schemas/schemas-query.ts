import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgSchema } from '@/lib/api/types'

import { schemaKeys } from './keys'

export type SchemasVariables = PgMetaVariables
export type SchemasData = PgSchema[]
export type SchemasError = ResponseError

export async function getSchemas({ projectRef }: SchemasVariables, { client, signal }: PgMetaContext): Promise<SchemasData> {
  const data = await pgMetaGet('/platform/pg-meta/{ref}/schemas', { projectRef }, { client, signal })
  return requireArray<PgSchema>(data, 'schemas')
}

export const schemasQueryOptions = <TData = SchemasData>(variables: SchemasVariables) =>
  queryOptions<SchemasData, SchemasError, TData>({
    queryKey: schemaKeys.list(variables.projectRef),
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
