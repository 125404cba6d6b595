import { useMutation } from '@tanstack/react-query'

import { triggerKeys } from '@/data/triggers/keys'
import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

export interface WebhookChangeVariables extends PgMetaVariables {
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type WebhookChangeData = void
export type WebhookChangeError = ExecuteSqlError

export async function changeWebhook({ projectRef, sql }: WebhookChangeVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql, queryKey: 'webhook-change' }, context)
}

/** Creates, replaces or drops a webhook trigger, then reloads the triggers. */
export function useWebhookChangeMutation(options: UseCustomMutationOptions<WebhookChangeData, WebhookChangeError, WebhookChangeVariables> = {}) {
  return useMutation<WebhookChangeData, WebhookChangeError, WebhookChangeVariables>({
    mutationFn: changeWebhook,
    meta: { invalidates: (variables: WebhookChangeVariables) => [triggerKeys.withWebhooks(variables.projectRef)] },
    ...options,
  })
}
