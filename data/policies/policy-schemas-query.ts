import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgSchema } from '@/lib/api/types'

import { policyKeys } from './keys'

export interface PolicySchemasVariables {
  projectRef: string | undefined
}
export type PolicySchemasData = PgSchema[]
export type PolicySchemasError = ResponseError

export async function getPolicySchemas({ projectRef }: PolicySchemasVariables, { client, signal }: PgMetaContext) {
  const data = await pgMetaGet('/platform/pg-meta/{ref}/schemas', { projectRef }, { client, signal })
  return requireArray<PgSchema>(data, 'schemas')
}

export const policySchemasQueryOptions = <TData = PolicySchemasData>(variables: PolicySchemasVariables) =>
  queryOptions<PolicySchemasData, PolicySchemasError, TData>({
    queryKey: policyKeys.schemas(variables.projectRef),
    queryFn: ({ client, signal }) => getPolicySchemas(variables, { client, signal }),
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
