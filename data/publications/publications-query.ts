import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, requireArray, type PgMetaContext } from '@/data/sql/pg-meta'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgPublication } from '@/lib/api/types'

import { publicationKeys } from './keys'

export interface PublicationsVariables {
  projectRef: string | undefined
}
export type PublicationsData = PgPublication[]
export type PublicationsError = ResponseError

export async function getPublications({ projectRef }: PublicationsVariables, { client, signal }: PgMetaContext): Promise<PublicationsData> {
  const data = await pgMetaGet('/platform/pg-meta/{ref}/publications', { projectRef }, { client, signal })
  return requireArray<PgPublication>(data, 'publications')
}

export const publicationsQueryOptions = <TData = PublicationsData>(variables: PublicationsVariables) =>
  queryOptions<PublicationsData, PublicationsError, TData>({
    queryKey: publicationKeys.list(variables.projectRef),
    queryFn: ({ client, signal }) => getPublications(variables, { client, signal }),
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
