import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import { SECURITY_LINTS_SQL, type LintRow } from '@/lib/advisors/security-lints-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { advisorKeys } from './keys'

export type SecurityLintsVariables = PgMetaVariables
/** One row per finding: the rule it breaks and the object it is about. */
export type SecurityLintsData = LintRow[]
export type SecurityLintsError = ResponseError

export async function getSecurityLints(variables: SecurityLintsVariables, context: PgMetaContext): Promise<SecurityLintsData> {
  return executeSql<LintRow>({ ...variables, sql: SECURITY_LINTS_SQL }, context)
}

export const securityLintsQueryOptions = <TData = SecurityLintsData>(variables: SecurityLintsVariables) =>
  queryOptions<SecurityLintsData, SecurityLintsError, TData>({
    queryKey: advisorKeys.securityLints(variables.projectRef),
    queryFn: (context) => getSecurityLints(variables, context),
  })

export function useSecurityLintsQuery<TData = SecurityLintsData>(
  variables: SecurityLintsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<SecurityLintsData, SecurityLintsError, TData> = {}
) {
  return useQuery<SecurityLintsData, SecurityLintsError, TData>({
    ...securityLintsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
