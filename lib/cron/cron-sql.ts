import { readableQualifiedName } from '@/lib/sql/quote'
import { quoteLiteral } from '@/lib/sql/quote'

import { validateCronSchedule } from './cron-expression'

/** SQL of the Cron page: pg_cron keeps its jobs in cron.job and changes them through its own functions. */

export const CRON_JOBS_SQL = `select jobid, jobname, schedule, command, nodename, nodeport, database, username, active
from cron.job
order by jobid`

export const CRON_RUNS_LIMIT = 20

/** How a job is called on the page: its name, or its id when it has none (cron.schedule without a name). */
export function cronJobLabel(job: { jobname: string | null; jobid: number | string }): string {
  return job.jobname ?? `Job ${job.jobid}`
}

function requireJobId(jobId: number): number {
  if (!Number.isSafeInteger(jobId) || jobId < 0) throw new Error(`Invalid cron job id: ${jobId}`)
  return jobId
}

/** The last runs of one job, newest first, with how long each took. */
export function buildCronRunsSql(jobId: number, limit = CRON_RUNS_LIMIT): string {
  return `select runid, status, return_message, start_time, end_time,
  round(extract(epoch from (end_time - start_time)) * 1000)::int8 as duration_ms
from cron.job_run_details
where jobid = ${requireJobId(jobId)}
order by start_time desc nulls last, runid desc
limit ${Math.max(1, Math.floor(limit))}`
}

/** Pauses or resumes a job. */
export function buildCronJobActiveSql(jobId: number, isActive: boolean): string {
  return `select cron.alter_job(job_id := ${requireJobId(jobId)}, active := ${isActive ? 'true' : 'false'})`
}

export type CronCommandKind = 'sql' | 'function'

export interface CronJobDraft {
  name: string
  schedule: string
  commandKind: CronCommandKind
  /** The SQL to run (commandKind sql). */
  sql: string
  /** The function to call without arguments (commandKind function). */
  functionSchema: string
  functionName: string
}

export const EMPTY_CRON_JOB: CronJobDraft = {
  name: '',
  schedule: '0 3 * * *',
  commandKind: 'sql',
  sql: '',
  functionSchema: 'public',
  functionName: '',
}

/** What the job runs: the SQL as typed, or a call of the chosen function. */
export function cronCommand(draft: Pick<CronJobDraft, 'commandKind' | 'sql' | 'functionSchema' | 'functionName'>): string {
  if (draft.commandKind === 'function') return `select ${readableQualifiedName(draft.functionSchema, draft.functionName)}()`
  return draft.sql.trim()
}

export type CronJobProblems = Partial<Record<'name' | 'schedule' | 'sql' | 'functionName', string>>

/** Per field, what stops the job from being saved. */
export function validateCronJob(draft: CronJobDraft): CronJobProblems {
  const problems: CronJobProblems = {}
  if (!draft.name.trim()) problems.name = 'Give the job a name.'
  const schedule = validateCronSchedule(draft.schedule)
  if (schedule) problems.schedule = schedule
  if (draft.commandKind === 'sql' && !draft.sql.trim()) problems.sql = 'Enter the SQL the job runs.'
  if (draft.commandKind === 'function' && !draft.functionName) problems.functionName = 'Choose the function the job calls.'
  return problems
}

/** cron.schedule(name, schedule, command): a new job (pg_cron replaces a job of the same name). */
export function buildScheduleCronJobSql(draft: CronJobDraft): string {
  return `select cron.schedule(${quoteLiteral(draft.name.trim())}, ${quoteLiteral(draft.schedule.trim())}, ${quoteLiteral(cronCommand(draft))})`
}

/** cron.alter_job: a job's new schedule and command (its name stays; pg_cron cannot rename). */
export function buildAlterCronJobSql(jobId: number, draft: CronJobDraft): string {
  return `select cron.alter_job(job_id := ${requireJobId(jobId)}, schedule := ${quoteLiteral(draft.schedule.trim())}, command := ${quoteLiteral(cronCommand(draft))})`
}

export function buildUnscheduleCronJobSql(jobId: number): string {
  return `select cron.unschedule(${requireJobId(jobId)}::bigint)`
}

/** A job's command read back into the form: a bare call of a function becomes a function call. */
export function cronJobDraftFrom(job: { jobname: string | null; schedule: string; command: string }): CronJobDraft {
  const call = /^select\s+("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)\.("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)\(\)\s*;?$/i.exec(job.command.trim())
  const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name)
  const base = { ...EMPTY_CRON_JOB, name: job.jobname ?? '', schedule: job.schedule, sql: job.command }
  if (!call) return base
  return { ...base, commandKind: 'function', functionSchema: unquote(call[1]), functionName: unquote(call[2]) }
}
