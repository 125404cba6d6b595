import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { CRON_JOBS_SQL } from '@/lib/cron/cron-sql'

import { cronKeys } from './keys'

export interface CronJob {
  jobid: number | string
  jobname: string | null
  schedule: string
  command: string
  nodename: string | null
  nodeport: number | null
  database: string
  username: string
  active: boolean
}

export type CronJobsVariables = PgMetaVariables
export type CronJobsData = CronJob[]
export type CronJobsError = ResponseError

/** pg_cron's jobs; only ask once the extension is installed (cron.job does not exist before). */
export async function getCronJobs(variables: CronJobsVariables, context: PgMetaContext): Promise<CronJobsData> {
  return executeSql<CronJob>({ ...variables, sql: CRON_JOBS_SQL }, context)
}

export const cronJobsQueryOptions = <TData = CronJobsData>(variables: CronJobsVariables) =>
  queryOptions<CronJobsData, CronJobsError, TData>({
    queryKey: cronKeys.jobs(variables.projectRef),
    queryFn: (context) => getCronJobs(variables, context),
  })

export function useCronJobsQuery<TData = CronJobsData>(
  variables: CronJobsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<CronJobsData, CronJobsError, TData> = {}
) {
  return useQuery<CronJobsData, CronJobsError, TData>({
    ...cronJobsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
