import { useMutation, useQueryClient } from '@tanstack/react-query'

import { databaseHookKeys } from '@/data/database-hooks/keys'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { databaseTriggerKeys } from './keys'

export interface TriggerChangeVariables {
  projectRef: string | undefined
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type TriggerChangeData = void
export type TriggerChangeError = ExecuteSqlError

/** Runs a trigger's create, enable/disable or drop, then reloads this page's list and the webhooks page's. */
export function useTriggerChangeMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<TriggerChangeData, TriggerChangeError, TriggerChangeVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<TriggerChangeData, TriggerChangeError, TriggerChangeVariables>({
    mutationFn: async ({ projectRef, sql }, context) => {
      await executeSql({ projectRef, sql, queryKey: 'trigger-change' }, context)
    },
    async onSuccess(data, variables, onMutateResult, context) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: databaseTriggerKeys.all(variables.projectRef) }),
        queryClient.invalidateQueries({ queryKey: databaseHookKeys.triggers(variables.projectRef) }),
      ])
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
