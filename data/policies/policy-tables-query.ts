import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { policyKeys } from './keys'

export interface PolicyTablesVariables {
  projectRef: string | undefined
  schema: string | undefined
}
/** The schema's tables with their RLS state (enabled, forced), without columns. */
export type PolicyTablesData = PgTable[]
export type PolicyTablesError = ResponseError

export async function getPolicyTables(
  { projectRef, schema }: PolicyTablesVariables,
  client: QueryClient,
  signal?: AbortSignal
): Promise<PolicyTablesData> {
  if (!schema) throw new Error('Schema is required')
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/tables', {
    params: { ...request, query: { included_schemas: [schema], include_columns: false } },
    signal,
  })
  if (error) handleError(error)
  return requireArray<PgTable>(data, 'tables')
}

export const policyTablesQueryOptions = <TData = PolicyTablesData>(variables: PolicyTablesVariables) =>
  queryOptions<PolicyTablesData, PolicyTablesError, TData>({
    queryKey: policyKeys.tables(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getPolicyTables(variables, client, signal),
  })

export function usePolicyTablesQuery<TData = PolicyTablesData>(
  variables: PolicyTablesVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PolicyTablesData, PolicyTablesError, TData> = {}
) {
  return useQuery<PolicyTablesData, PolicyTablesError, TData>({
    ...policyTablesQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
