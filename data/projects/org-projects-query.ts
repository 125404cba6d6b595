import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { ProjectStatus, Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'

export type ProjectSortOption = Schemas['ProjectSort']
/** Page size when the caller does not choose one. */
export const ORG_PROJECTS_DEFAULT_LIMIT = 20

/** One page of an organization's projects (SPEC §3: project lists are paged). */
export interface OrgProjectsVariables {
  slug?: string
  limit?: number
  offset?: number
  search?: string
  sort?: ProjectSortOption
  statuses?: ProjectStatus[]
}
export type OrgProjectsData = Schemas['OrganizationProjectsResponse']
export type OrgProjectsError = ResponseError

export async function getOrgProjects(
  { slug, limit = ORG_PROJECTS_DEFAULT_LIMIT, offset = 0, search, sort, statuses }: OrgProjectsVariables,
  signal?: AbortSignal
): Promise<OrgProjectsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/projects', {
    params: {
      path: { slug },
      query: { limit, offset, search: search || undefined, sort, statuses: statuses?.length ? statuses : undefined },
    },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const orgProjectsQueryOptions = <TData = OrgProjectsData>(variables: OrgProjectsVariables) =>
  queryOptions<OrgProjectsData, OrgProjectsError, TData>({
    queryKey: projectKeys.orgProjects(variables.slug, {
      limit: variables.limit ?? ORG_PROJECTS_DEFAULT_LIMIT,
      offset: variables.offset ?? 0,
      search: variables.search,
      sort: variables.sort,
    }),
    queryFn: ({ signal }) => getOrgProjects(variables, signal),
    // Paging or searching keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  })

export function useOrgProjectsQuery<TData = OrgProjectsData>(
  variables: OrgProjectsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<OrgProjectsData, OrgProjectsError, TData> = {}
) {
  return useQuery<OrgProjectsData, OrgProjectsError, TData>({
    ...orgProjectsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
