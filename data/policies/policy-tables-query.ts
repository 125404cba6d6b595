import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
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
  { client, signal }: PgMetaContext): Promise<PolicyTablesData> {
  if (!schema) throw new Error('Schema is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/tables', { projectRef, query: { included_schemas: [schema], include_columns: false } }, { client, signal })
  return requireArray<PgTable>(data, 'tables')
}

export const policyTablesQueryOptions = <TData = PolicyTablesData>(variables: PolicyTablesVariables) =>
  queryOptions<PolicyTablesData, PolicyTablesError, TData>({
    queryKey: policyKeys.tables(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getPolicyTables(variables, { client, signal }),
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
