/** SQL of the Cron page: pg_cron keeps its jobs in cron.job and changes them through cron.alter_job. */

export const CRON_JOBS_SQL = `select jobid, jobname, schedule, command, nodename, nodeport, database, username, active
from cron.job
order by jobid`

function requireJobId(jobId: number): number {
  if (!Number.isSafeInteger(jobId) || jobId < 0) throw new Error(`Invalid cron job id: ${jobId}`)
  return jobId
}

/** Pauses or resumes a job. */
export function buildCronJobActiveSql(jobId: number, isActive: boolean): string {
  return `select cron.alter_job(job_id := ${requireJobId(jobId)}, active := ${isActive ? 'true' : 'false'})`
}
