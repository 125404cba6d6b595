import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { TRIGGERS_SQL, type TriggerRow } from '@/lib/database-hooks/triggers-sql'

import { triggerKeys } from './keys'

export type DatabaseTriggersVariables = PgMetaVariables
/** Every user trigger; webhooks (triggers that send HTTP requests) have is_webhook set. */
export type DatabaseTriggersData = TriggerRow[]
export type DatabaseTriggersError = ResponseError

export async function getDatabaseTriggers(variables: DatabaseTriggersVariables, context: PgMetaContext): Promise<DatabaseTriggersData> {
  return executeSql<TriggerRow>({ ...variables, sql: TRIGGERS_SQL }, context)
}

export const databaseTriggersQueryOptions = <TData = DatabaseTriggersData>(variables: DatabaseTriggersVariables) =>
  queryOptions<DatabaseTriggersData, DatabaseTriggersError, TData>({
    queryKey: triggerKeys.withWebhooks(variables.projectRef),
    queryFn: (context) => getDatabaseTriggers(variables, context),
  })

export function useDatabaseTriggersQuery<TData = DatabaseTriggersData>(
  variables: DatabaseTriggersVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<DatabaseTriggersData, DatabaseTriggersError, TData> = {}
) {
  return useQuery<DatabaseTriggersData, DatabaseTriggersError, TData>({
    ...databaseTriggersQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
