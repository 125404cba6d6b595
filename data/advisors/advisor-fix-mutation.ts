import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { projectKeys } from '@/data/projects/keys'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

export interface AdvisorFixVariables {
  projectRef: string | undefined
  /** The fix exactly as shown (already wrapped in one transaction). */
  sql: string
}
export type AdvisorFixData = void
export type AdvisorFixError = ExecuteSqlError

/** Runs an advisor's fix, then refreshes everything read from the project's database (advisors and pages). */
export function useAdvisorFixMutation(options: UseCustomMutationOptions<AdvisorFixData, AdvisorFixError, AdvisorFixVariables> = {}) {
  return useMutation<AdvisorFixData, AdvisorFixError, AdvisorFixVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'advisor-fix' }, context)
    },
    meta: { invalidates: (variables: AdvisorFixVariables) => [projectKeys.database(variables.projectRef)] },
    ...options,
  })
}
