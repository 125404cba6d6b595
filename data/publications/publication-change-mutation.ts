import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { publicationKeys } from './keys'

export interface PublicationChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type PublicationChangeData = void
export type PublicationChangeError = ExecuteSqlError

/** Runs a publication's change (its events, a table in or out), then reloads the publications. */
export function usePublicationChangeMutation(
  options: UseCustomMutationOptions<PublicationChangeData, PublicationChangeError, PublicationChangeVariables> = {}
) {
  return useMutation<PublicationChangeData, PublicationChangeError, PublicationChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'publication-change' }, context)
    },
    meta: { invalidates: (variables: PublicationChangeVariables) => [publicationKeys.list(variables.projectRef)] },
    ...options,
  })
}
