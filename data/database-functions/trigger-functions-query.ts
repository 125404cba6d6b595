import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgFunction } from '@/lib/api/types'

import { databaseFunctionKeys } from './keys'

export interface TriggerFunctionsVariables {
  projectRef: string | undefined
}
export type TriggerFunctionsData = PgFunction[]
export type TriggerFunctionsError = ResponseError

export async function getTriggerFunctions({ projectRef }: TriggerFunctionsVariables, client: QueryClient, signal?: AbortSignal) {
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/functions', { params: request, signal })
  if (error) handleError(error)
  return requireArray<PgFunction>(data, 'functions').filter((fn) => fn.return_type === 'trigger')
}

export const triggerFunctionsQueryOptions = <TData = TriggerFunctionsData>(variables: TriggerFunctionsVariables) =>
  queryOptions<TriggerFunctionsData, TriggerFunctionsError, TData>({
    queryKey: databaseFunctionKeys.triggerFunctions(variables.projectRef),
    queryFn: ({ client, signal }) => getTriggerFunctions(variables, client, signal),
  })

export function useTriggerFunctionsQuery<TData = TriggerFunctionsData>(
  variables: TriggerFunctionsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TriggerFunctionsData, TriggerFunctionsError, TData> = {}
) {
  return useQuery<TriggerFunctionsData, TriggerFunctionsError, TData>({
    ...triggerFunctionsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
