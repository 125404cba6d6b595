import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { runPgQuery } from '@/data/pg-query/run-pg-query'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { TRIGGERS_SQL, type TriggerRow } from '@/lib/database-hooks/triggers-sql'

import { databaseHookKeys } from './keys'

export type DatabaseTriggersVariables = DatabaseConnectionVariables
/** Every user trigger; webhooks (triggers that send HTTP requests) have is_webhook set. */
export type DatabaseTriggersData = TriggerRow[]
export type DatabaseTriggersError = ResponseError

export async function getDatabaseTriggers(variables: DatabaseTriggersVariables, signal?: AbortSignal): Promise<DatabaseTriggersData> {
  return runPgQuery<TriggerRow>({ ...variables, sql: TRIGGERS_SQL }, signal)
}

export const databaseTriggersQueryOptions = <TData = DatabaseTriggersData>(variables: DatabaseTriggersVariables) =>
  queryOptions<DatabaseTriggersData, DatabaseTriggersError, TData>({
    queryKey: databaseHookKeys.triggers(variables.projectRef),
    queryFn: ({ signal }) => getDatabaseTriggers(variables, signal),
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
