import { useMutation } from '@tanstack/react-query'

import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { runPgQuery } from '@/data/pg-query/run-pg-query'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildCronJobActiveSql } from '@/lib/cron/cron-sql'

import { cronKeys } from './keys'

export interface CronJobUpdateVariables extends DatabaseConnectionVariables {
  jobId: number
  isActive: boolean
}
export type CronJobUpdateData = void
export type CronJobUpdateError = ResponseError

export async function updateCronJob({ jobId, isActive, ...connection }: CronJobUpdateVariables) {
  await runPgQuery({ ...connection, sql: buildCronJobActiveSql(jobId, isActive) })
}

/** Pauses or resumes a job. */
export function useCronJobUpdateMutation(options: UseCustomMutationOptions<CronJobUpdateData, CronJobUpdateError, CronJobUpdateVariables> = {}) {
  return useMutation<CronJobUpdateData, CronJobUpdateError, CronJobUpdateVariables>({
    mutationFn: updateCronJob,
    meta: { invalidates: (variables: CronJobUpdateVariables) => [cronKeys.jobs(variables.projectRef)] },
    ...options,
  })
}
