import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { roleKeys } from './keys'

export interface RoleChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type RoleChangeData = void
export type RoleChangeError = ExecuteSqlError

/** Runs a role's create, alter or drop, then reloads the roles (shared with the policy pages). */
export function useRoleChangeMutation(options: UseCustomMutationOptions<RoleChangeData, RoleChangeError, RoleChangeVariables> = {}) {
  return useMutation<RoleChangeData, RoleChangeError, RoleChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'role-change' }, context)
    },
    meta: { invalidates: (variables: RoleChangeVariables) => [roleKeys.list(variables.projectRef)] },
    ...options,
  })
}
