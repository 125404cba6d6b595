import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { cronKeys } from './keys'

export interface CronJobChangeVariables extends PgMetaVariables {
  /** The exact SQL the user was shown (already wrapped in one transaction). */
  sql: string
}
export type CronJobChangeData = void
export type CronJobChangeError = ExecuteSqlError

export async function changeCronJob({ projectRef, sql }: CronJobChangeVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql, queryKey: 'cron-job-change' }, context)
}

/** Schedules, alters or unschedules a job, then reloads the jobs and their runs. */
export function useCronJobChangeMutation(options: UseCustomMutationOptions<CronJobChangeData, CronJobChangeError, CronJobChangeVariables> = {}) {
  return useMutation<CronJobChangeData, CronJobChangeError, CronJobChangeVariables>({
    mutationFn: changeCronJob,
    meta: {
      invalidates: (variables: CronJobChangeVariables) => [cronKeys.jobs(variables.projectRef), cronKeys.allRuns(variables.projectRef)],
    },
    ...options,
  })
}
