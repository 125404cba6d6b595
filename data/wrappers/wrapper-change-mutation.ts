import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { wrapperKeys } from './keys'

export interface WrapperChangeVariables extends PgMetaVariables {
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type WrapperChangeData = void
export type WrapperChangeError = ExecuteSqlError

export async function changeWrapperObjects({ projectRef, sql }: WrapperChangeVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql, queryKey: 'wrapper-change' }, context)
}

/** Creates or drops a foreign server or foreign table, then reloads the wrappers page's catalogue. */
export function useWrapperChangeMutation(options: UseCustomMutationOptions<WrapperChangeData, WrapperChangeError, WrapperChangeVariables> = {}) {
  return useMutation<WrapperChangeData, WrapperChangeError, WrapperChangeVariables>({
    mutationFn: changeWrapperObjects,
    meta: { invalidates: (variables: WrapperChangeVariables) => [wrapperKeys.foreignData(variables.projectRef)] },
    ...options,
  })
}
