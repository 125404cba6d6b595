import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { tableKeys } from '@/data/tables/keys'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { policyKeys } from './keys'

export interface PolicyChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type PolicyChangeData = void
export type PolicyChangeError = ExecuteSqlError

/** Runs a policy or RLS change, then reloads the policies and the tables' RLS state. */
export function usePolicyChangeMutation(options: UseCustomMutationOptions<PolicyChangeData, PolicyChangeError, PolicyChangeVariables> = {}) {
  return useMutation<PolicyChangeData, PolicyChangeError, PolicyChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'policy-change' }, context)
    },
    meta: { invalidates: (variables: PolicyChangeVariables) => [policyKeys.all(variables.projectRef), tableKeys.all(variables.projectRef)] },
    ...options,
  })
}
