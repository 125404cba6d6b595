'use client'

import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import type { CronJob } from '@/data/cron/cron-jobs-query'
import { buildUnscheduleCronJobSql, cronJobLabel as jobName } from '@/lib/cron/cron-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { cronKeys } from '@/data/cron/keys'

/** Unschedules a job after showing cron.unschedule. */
export function DeleteCronJobDialog({ projectRef, job, onClose }: { projectRef: string; job: CronJob; onClose: () => void }) {
  const review = useReviewedSql({
    projectRef,
    statements: buildUnscheduleCronJobSql(Number(job.jobid)),
    invalidates: [cronKeys.jobs(projectRef), cronKeys.allRuns(projectRef)],
    onSuccess: () => {
      toast.success(`Cron job ${jobName(job)} deleted`)
      onClose()
    },
  })
  return (
    <SqlReviewDialog
      review={review}
      title={`Delete cron job ${jobName(job)}`}
      description="The job stops running and is removed with its schedule; its past runs stay in cron.job_run_details."
      confirmLabel="Delete job"
      variant="danger"
      onCancel={onClose}
    />
  )
}
