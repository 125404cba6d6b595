import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { organizationKeys } from './keys'

/** The organization's audit log between two ISO timestamps (SPEC §3: keyed by date_start, date_end). */
export interface OrganizationAuditLogsVariables {
  slug?: string
  date_start: string
  date_end: string
}
export type OrganizationAuditLogsData = Schemas['AuditLogsResponse']
export type OrganizationAuditLogsError = ResponseError

export async function getOrganizationAuditLogs(
  { slug, date_start, date_end }: OrganizationAuditLogsVariables,
  signal?: AbortSignal
): Promise<OrganizationAuditLogsData> {
  if (!slug) throw new Error('Organization slug is required')
  const { data, error } = await platform.GET('/platform/organizations/{slug}/audit', {
    params: { path: { slug }, query: { iso_timestamp_start: date_start, iso_timestamp_end: date_end } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const organizationAuditLogsQueryOptions = <TData = OrganizationAuditLogsData>(variables: OrganizationAuditLogsVariables) =>
  queryOptions<OrganizationAuditLogsData, OrganizationAuditLogsError, TData>({
    queryKey: organizationKeys.auditLogs(variables.slug, variables),
    queryFn: ({ signal }) => getOrganizationAuditLogs(variables, signal),
  })

export function useOrganizationAuditLogsQuery<TData = OrganizationAuditLogsData>(
  variables: OrganizationAuditLogsVariables,
  {
    enabled = true,
    ...options
  }: UseCustomQueryOptions<OrganizationAuditLogsData, OrganizationAuditLogsError, TData> = {}
) {
  return useQuery<OrganizationAuditLogsData, OrganizationAuditLogsError, TData>({
    ...organizationAuditLogsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.slug),
  })
}
