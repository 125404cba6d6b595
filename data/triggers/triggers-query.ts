import { queryOptions, useQuery } from '@tanstack/react-query'

import { executeSql } from '@/data/sql/execute-sql'
import type { PgMetaContext, PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { TRIGGERS_SQL, type TriggerRow } from '@/lib/database-hooks/triggers-sql'

import { triggerKeys } from './keys'

export type TriggersVariables = PgMetaVariables
/**
 * Every trigger outside Postgres's own schemas, webhooks marked (is_webhook). One SQL read rather than
 * pg-meta's /triggers: telling a webhook apart needs the trigger function's source, which /triggers
 * lacks. Pages pick their part with `select` (a schema's triggers, the user's triggers).
 */
export type TriggersData = TriggerRow[]
export type TriggersError = ResponseError

export async function getTriggers(variables: TriggersVariables, context: PgMetaContext): Promise<TriggersData> {
  return executeSql<TriggerRow>({ ...variables, sql: TRIGGERS_SQL }, context)
}

export const triggersQueryOptions = <TData = TriggersData>(variables: TriggersVariables) =>
  queryOptions<TriggersData, TriggersError, TData>({
    queryKey: triggerKeys.all(variables.projectRef),
    queryFn: (context) => getTriggers(variables, context),
  })

export function useTriggersQuery<TData = TriggersData>(
  variables: TriggersVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TriggersData, TriggersError, TData> = {}
) {
  return useQuery<TriggersData, TriggersError, TData>({
    ...triggersQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
