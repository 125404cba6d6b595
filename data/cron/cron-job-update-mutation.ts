import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildCronJobActiveSql } from '@/lib/cron/cron-sql'

import { cronKeys } from './keys'

export interface CronJobUpdateVariables extends PgMetaVariables {
  jobId: number
  isActive: boolean
}
export type CronJobUpdateData = void
export type CronJobUpdateError = ResponseError

export async function updateCronJob({ jobId, isActive, projectRef }: CronJobUpdateVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql: buildCronJobActiveSql(jobId, isActive) }, context)
}

/** Pauses or resumes a job. */
export function useCronJobUpdateMutation(options: UseCustomMutationOptions<CronJobUpdateData, CronJobUpdateError, CronJobUpdateVariables> = {}) {
  return useMutation<CronJobUpdateData, CronJobUpdateError, CronJobUpdateVariables>({
    mutationFn: updateCronJob,
    meta: { invalidates: (variables: CronJobUpdateVariables) => [cronKeys.jobs(variables.projectRef)] },
    ...options,
  })
}
