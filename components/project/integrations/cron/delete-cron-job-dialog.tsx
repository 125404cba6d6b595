'use client'

import { SqlConfirmDialog } from '@/components/project/database/objects/sql-confirm-dialog'
import { useCronJobChangeMutation } from '@/data/cron/cron-job-change-mutation'
import type { CronJob } from '@/data/cron/cron-jobs-query'
import { buildUnscheduleCronJobSql, cronJobLabel as jobName } from '@/lib/cron/cron-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

/** Unschedules a job after showing cron.unschedule. */
export function DeleteCronJobDialog({ projectRef, job, onClose }: { projectRef: string; job: CronJob; onClose: () => void }) {
  const sql = inTransaction(buildUnscheduleCronJobSql(Number(job.jobid)))
  const mutation = useCronJobChangeMutation({
    onSuccess: () => {
      toast.success(`Cron job ${jobName(job)} deleted`)
      onClose()
    },
  })
  return (
    <SqlConfirmDialog
      title={`Delete cron job ${jobName(job)}`}
      description="The job stops running and is removed with its schedule; its past runs stay in cron.job_run_details."
      sql={sql}
      confirmLabel="Delete job"
      variant="danger"
      isRunning={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate({ projectRef, sql })}
      onCancel={onClose}
    />
  )
}
