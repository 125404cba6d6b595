import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { profileKeys } from './keys'

/** SPEC §3 "Profile resources": the account's audit logs, keyed by date_start and date_end. */
export interface ProfileAuditLogsVariables {
  date_start: string
  date_end: string
}
export type ProfileAuditLogsData = Schemas['AuditLogsResponse']

export async function getProfileAuditLogs({ date_start, date_end }: ProfileAuditLogsVariables, signal?: AbortSignal) {
  const { data, error } = await platform.GET('/platform/profile/audit', {
    params: { query: { iso_timestamp_start: date_start, iso_timestamp_end: date_end } },
    signal,
  })
  if (error) handleError(error)
  return data
}

export function useProfileAuditLogsQuery(
  variables: ProfileAuditLogsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProfileAuditLogsData, ResponseError> = {}
) {
  return useQuery<ProfileAuditLogsData, ResponseError>({
    queryKey: profileKeys.auditLogs(variables),
    queryFn: ({ signal }) => getProfileAuditLogs(variables, signal),
    enabled,
    ...options,
  })
}
