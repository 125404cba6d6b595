import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgPolicy } from '@/lib/api/types'

import { policyKeys } from './keys'

export interface PoliciesVariables {
  projectRef: string | undefined
  schema: string | undefined
}
export type PoliciesData = PgPolicy[]
export type PoliciesError = ResponseError

export async function getPolicies({ projectRef, schema }: PoliciesVariables, { client, signal }: PgMetaContext): Promise<PoliciesData> {
  if (!schema) throw new Error('Schema is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/policies', { projectRef, query: { included_schemas: [schema] } }, { client, signal })
  return requireArray<PgPolicy>(data, 'policies')
}

export const policiesQueryOptions = <TData = PoliciesData>(variables: PoliciesVariables) =>
  queryOptions<PoliciesData, PoliciesError, TData>({
    queryKey: policyKeys.list(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getPolicies(variables, { client, signal }),
  })

export function usePoliciesQuery<TData = PoliciesData>(
  variables: PoliciesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PoliciesData, PoliciesError, TData> = {}
) {
  return useQuery<PoliciesData, PoliciesError, TData>({
    ...policiesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
