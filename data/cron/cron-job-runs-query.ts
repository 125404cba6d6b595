import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildCronRunsSql } from '@/lib/cron/cron-sql'

import { cronKeys } from './keys'

/** One run of a job from cron.job_run_details. */
export interface CronJobRun {
  runid: number | string
  status: string | null
  return_message: string | null
  start_time: string | null
  end_time: string | null
  duration_ms: number | string | null
}

export interface CronJobRunsVariables extends PgMetaVariables {
  jobId: number
}
export type CronJobRunsData = CronJobRun[]
export type CronJobRunsError = ResponseError

export async function getCronJobRuns({ jobId, ...variables }: CronJobRunsVariables, context: PgMetaContext): Promise<CronJobRunsData> {
  return executeSql<CronJobRun>({ ...variables, sql: buildCronRunsSql(jobId) }, context)
}

export const cronJobRunsQueryOptions = <TData = CronJobRunsData>(variables: CronJobRunsVariables) =>
  queryOptions<CronJobRunsData, CronJobRunsError, TData>({
    queryKey: cronKeys.runs(variables.projectRef, variables.jobId),
    queryFn: (context) => getCronJobRuns(variables, context),
  })

/** The last runs of one job, newest first. */
export function useCronJobRunsQuery<TData = CronJobRunsData>(
  variables: CronJobRunsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<CronJobRunsData, CronJobRunsError, TData> = {}
) {
  return useQuery<CronJobRunsData, CronJobRunsError, TData>({
    ...cronJobRunsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
