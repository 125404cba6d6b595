import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgSchema } from '@/lib/api/types'

import { policyKeys } from './keys'

export interface PolicySchemasVariables {
  projectRef: string | undefined
}
export type PolicySchemasData = PgSchema[]
export type PolicySchemasError = ResponseError

export async function getPolicySchemas({ projectRef }: PolicySchemasVariables, client: QueryClient, signal?: AbortSignal) {
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/schemas', { params: request, signal })
  if (error) handleError(error)
  return requireArray<PgSchema>(data, 'schemas')
}

export const policySchemasQueryOptions = <TData = PolicySchemasData>(variables: PolicySchemasVariables) =>
  queryOptions<PolicySchemasData, PolicySchemasError, TData>({
    queryKey: policyKeys.schemas(variables.projectRef),
    queryFn: ({ client, signal }) => getPolicySchemas(variables, client, signal),
  })

/** The schemas of the project (system schemas left out), for the schema picker and to know whether `auth` exists. */
export function usePolicySchemasQuery<TData = PolicySchemasData>(
  variables: PolicySchemasVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PolicySchemasData, PolicySchemasError, TData> = {}
) {
  return useQuery<PolicySchemasData, PolicySchemasError, TData>({
    ...policySchemasQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
