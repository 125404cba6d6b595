import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { triggerKeys } from './keys'

export interface TriggerChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type TriggerChangeData = void
export type TriggerChangeError = ExecuteSqlError

/** Runs a trigger's create, enable/disable or drop, then reloads this page's list and the webhooks page's. */
export function useTriggerChangeMutation(options: UseCustomMutationOptions<TriggerChangeData, TriggerChangeError, TriggerChangeVariables> = {}) {
  return useMutation<TriggerChangeData, TriggerChangeError, TriggerChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'trigger-change' }, context)
    },
    meta: { invalidates: (variables: TriggerChangeVariables) => [triggerKeys.all(variables.projectRef), triggerKeys.withWebhooks(variables.projectRef)] },
    ...options,
  })
}
