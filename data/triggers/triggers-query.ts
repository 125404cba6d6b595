import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTrigger } from '@/lib/api/types'

import { triggerKeys } from './keys'

export interface TriggersVariables {
  projectRef: string | undefined
  schema: string | undefined
}
export type TriggersData = PgTrigger[]
export type TriggersError = ResponseError

export async function getTriggers({ projectRef, schema }: TriggersVariables, { client, signal }: PgMetaContext): Promise<TriggersData> {
  if (!schema) throw new Error('Schema is required')
  const data = await pgMetaGet('/platform/pg-meta/{ref}/triggers', { projectRef, query: { included_schemas: [schema] } }, { client, signal })
  return requireArray<PgTrigger>(data, 'triggers')
}

export const triggersQueryOptions = <TData = TriggersData>(variables: TriggersVariables) =>
  queryOptions<TriggersData, TriggersError, TData>({
    queryKey: triggerKeys.list(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getTriggers(variables, { client, signal }),
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
