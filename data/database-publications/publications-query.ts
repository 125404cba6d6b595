import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { pgMetaRequest, requireArray } from '@/data/pg-meta/pg-meta-connection'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgPublication } from '@/lib/api/types'

import { databasePublicationKeys } from './keys'

export interface PublicationsVariables {
  projectRef: string | undefined
}
export type PublicationsData = PgPublication[]
export type PublicationsError = ResponseError

export async function getPublications({ projectRef }: PublicationsVariables, client: QueryClient, signal?: AbortSignal): Promise<PublicationsData> {
  const request = await pgMetaRequest(client, projectRef)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/publications', { params: request, signal })
  if (error) handleError(error)
  return requireArray<PgPublication>(data, 'publications')
}

export const publicationsQueryOptions = <TData = PublicationsData>(variables: PublicationsVariables) =>
  queryOptions<PublicationsData, PublicationsError, TData>({
    queryKey: databasePublicationKeys.list(variables.projectRef),
    queryFn: ({ client, signal }) => getPublications(variables, client, signal),
  })

export function usePublicationsQuery<TData = PublicationsData>(
  variables: PublicationsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PublicationsData, PublicationsError, TData> = {}
) {
  return useQuery<PublicationsData, PublicationsError, TData>({
    ...publicationsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
