import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardFetch } from '@/lib/api/dashboard-client'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import { CLOCK_CHECK_INTERVAL_MS } from '@/lib/banners/clock-skew'

import { clockKeys } from './keys'

export interface UtcTimeData {
  /** The server's clock, ISO 8601. */
  utcTime: string
  /** The local clock (ms since epoch) when the answer arrived, to compare against utcTime. */
  receivedAt: number
}
export type UtcTimeError = Error

export async function getUtcTime(signal?: AbortSignal): Promise<UtcTimeData> {
  const { response, body } = await dashboardFetch('GET /api/get-utc-time', { signal, cache: 'no-store' })
  if (!response.ok) throw new Error(`The server clock check failed with status ${response.status}`)
  const utcTime = body?.utcTime
  if (typeof utcTime !== 'string') throw new Error('The server clock check returned no utcTime')
  return { utcTime, receivedAt: Date.now() }
}

/** Checked on load and every 30 minutes (SPEC §9); a failure is not retried: it means "no skew". */
export const utcTimeQueryOptions = <TData = UtcTimeData>() =>
  queryOptions<UtcTimeData, UtcTimeError, TData>({
    queryKey: clockKeys.utcTime(),
    queryFn: ({ signal }) => getUtcTime(signal),
    staleTime: CLOCK_CHECK_INTERVAL_MS,
    refetchInterval: CLOCK_CHECK_INTERVAL_MS,
    retry: false,
  })

export function useUtcTimeQuery<TData = UtcTimeData>(
  { enabled = true, ...options }: UseCustomQueryOptions<UtcTimeData, UtcTimeError, TData> = {}
) {
  return useQuery<UtcTimeData, UtcTimeError, TData>({ ...utcTimeQueryOptions<TData>(), ...options, enabled })
}
