import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { typeKeys } from './keys'

export interface TypeChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type TypeChangeData = void
export type TypeChangeError = ExecuteSqlError

/** Runs a type change (enum created, value added or renamed, type dropped), then reloads the types. */
export function useTypeChangeMutation(options: UseCustomMutationOptions<TypeChangeData, TypeChangeError, TypeChangeVariables> = {}) {
  return useMutation<TypeChangeData, TypeChangeError, TypeChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'type-change' }, context)
    },
    meta: { invalidates: (variables: TypeChangeVariables) => [typeKeys.list(variables.projectRef)] },
    ...options,
  })
}
