import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { WEBHOOK_BACKEND_SQL, webhookBackend, type WebhookBackend } from '@/lib/database-hooks/webhook-sql'

import { webhookKeys } from './keys'

export type WebhookBackendVariables = PgMetaVariables
/** How this database sends a webhook's requests, or null when it cannot (neither http_request nor pg_net). */
export type WebhookBackendData = WebhookBackend | null
export type WebhookBackendError = ResponseError

export async function getWebhookBackend(variables: WebhookBackendVariables, context: PgMetaContext): Promise<WebhookBackendData> {
  const [row] = await executeSql<{ has_http_request: boolean; has_pg_net: boolean }>({ ...variables, sql: WEBHOOK_BACKEND_SQL }, context)
  return webhookBackend(row)
}

export const webhookBackendQueryOptions = <TData = WebhookBackendData>(variables: WebhookBackendVariables) =>
  queryOptions<WebhookBackendData, WebhookBackendError, TData>({
    queryKey: webhookKeys.backend(variables.projectRef),
    queryFn: (context) => getWebhookBackend(variables, context),
  })

export function useWebhookBackendQuery<TData = WebhookBackendData>(
  variables: WebhookBackendVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<WebhookBackendData, WebhookBackendError, TData> = {}
) {
  return useQuery<WebhookBackendData, WebhookBackendError, TData>({
    ...webhookBackendQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
