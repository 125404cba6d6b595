import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { functionKeys } from './keys'

export interface FunctionChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type FunctionChangeData = void
export type FunctionChangeError = ExecuteSqlError

/** Runs a function's create, replace or drop, then reloads the function lists. */
export function useFunctionChangeMutation(options: UseCustomMutationOptions<FunctionChangeData, FunctionChangeError, FunctionChangeVariables> = {}) {
  return useMutation<FunctionChangeData, FunctionChangeError, FunctionChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'function-change' }, context)
    },
    meta: { invalidates: (variables: FunctionChangeVariables) => [functionKeys.all(variables.projectRef)] },
    ...options,
  })
}
