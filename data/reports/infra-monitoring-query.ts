import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { infraPoints, type InfraInterval, type InfraMetricAttribute, type InfraPoint } from '@/lib/reports/infra-metrics'

import { reportKeys } from './keys'

/** One infrastructure metric of a hosted project between two ISO timestamps. */
export interface InfraMonitoringVariables {
  projectRef?: string
  attribute: InfraMetricAttribute
  startDate?: string
  endDate?: string
  interval?: InfraInterval
}
export type InfraMonitoringData = InfraPoint[]
export type InfraMonitoringError = ResponseError

export async function getInfraMonitoring(
  { projectRef, attribute, startDate, endDate, interval }: InfraMonitoringVariables,
  signal?: AbortSignal
): Promise<InfraMonitoringData> {
  if (!projectRef) throw new Error('Project ref is required')
  if (!startDate || !endDate) throw new Error('A start and an end date are required')
  const { data, error } = await platform.GET('/platform/projects/{ref}/infra-monitoring', {
    params: {
      path: { ref: projectRef },
      query: { attribute, startDate, endDate, interval },
    },
    signal,
  })
  if (error) handleError(error)
  return infraPoints(data.data, attribute)
}

export const infraMonitoringQueryOptions = <TData = InfraMonitoringData>(variables: InfraMonitoringVariables) =>
  queryOptions<InfraMonitoringData, InfraMonitoringError, TData>({
    queryKey: reportKeys.infraMonitoring(variables.projectRef, variables),
    queryFn: ({ signal }) => getInfraMonitoring(variables, signal),
    // The platform aggregates per interval: a minute-old answer is as good as a new one.
    staleTime: 60_000,
  })

export function useInfraMonitoringQuery<TData = InfraMonitoringData>(
  variables: InfraMonitoringVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<InfraMonitoringData, InfraMonitoringError, TData> = {}
) {
  return useQuery<InfraMonitoringData, InfraMonitoringError, TData>({
    ...infraMonitoringQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef && variables.startDate && variables.endDate),
  })
}
