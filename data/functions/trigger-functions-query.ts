import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgFunction } from '@/lib/api/types'

import { functionKeys } from './keys'

export interface TriggerFunctionsVariables {
  projectRef: string | undefined
}
export type TriggerFunctionsData = PgFunction[]
export type TriggerFunctionsError = ResponseError

export async function getTriggerFunctions({ projectRef }: TriggerFunctionsVariables, { client, signal }: PgMetaContext) {
  const data = await pgMetaGet('/platform/pg-meta/{ref}/functions', { projectRef }, { client, signal })
  return requireArray<PgFunction>(data, 'functions').filter((fn) => fn.return_type === 'trigger')
}

export const triggerFunctionsQueryOptions = <TData = TriggerFunctionsData>(variables: TriggerFunctionsVariables) =>
  queryOptions<TriggerFunctionsData, TriggerFunctionsError, TData>({
    queryKey: functionKeys.triggerFunctions(variables.projectRef),
    queryFn: ({ client, signal }) => getTriggerFunctions(variables, { client, signal }),
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
