import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTrigger } from '@/lib/api/types'

import { databaseTriggerKeys } from './keys'

export interface TriggersVariables {
  projectRef: string | undefined
  schema: string | undefined
}
export type TriggersData = PgTrigger[]
export type TriggersError = ResponseError

export async function getTriggers({ projectRef, schema }: TriggersVariables, client: QueryClient, signal?: AbortSignal): Promise<TriggersData> {
  if (!schema) throw new Error('Schema is required')
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/triggers', {
    params: { ...request, query: { included_schemas: [schema] } },
    signal,
  })
  if (error) handleError(error)
  return requireArray<PgTrigger>(data, 'triggers')
}

export const triggersQueryOptions = <TData = TriggersData>(variables: TriggersVariables) =>
  queryOptions<TriggersData, TriggersError, TData>({
    queryKey: databaseTriggerKeys.list(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getTriggers(variables, client, signal),
  })

export function useTriggersQuery<TData = TriggersData>(
  variables: TriggersVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<TriggersData, TriggersError, TData> = {}
) {
  return useQuery<TriggersData, TriggersError, TData>({
    ...triggersQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef) && Boolean(variables.schema),
  })
}
