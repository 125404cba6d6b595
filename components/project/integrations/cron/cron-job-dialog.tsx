'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import type { CronJob } from '@/data/cron/cron-jobs-query'
import { useDatabaseFunctionsQuery } from '@/data/functions/database-functions-query'
import {
  buildAlterCronJobSql,
  buildScheduleCronJobSql,
  cronJobDraftFrom,
  EMPTY_CRON_JOB,
  validateCronJob,
  type CronJobDraft,
  type CronJobProblems,
} from '@/lib/cron/cron-sql'
import { buildCronExpression, scheduleDraftFrom, type ScheduleDraft } from '@/lib/cron/schedule-presets'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { cronKeys } from '@/data/cron/keys'

import { ScheduleBuilder } from './schedule-builder'

const TEXTAREA = 'min-h-28 rounded-md border border-border bg-background p-2 font-mono text-sm aria-invalid:border-destructive'

/** Functions a job can call as `select schema.name()`: no arguments without defaults, not trigger functions. */
function useCallableFunctions(projectRef: string, schema: string, isWanted: boolean) {
  const functions = useDatabaseFunctionsQuery({ projectRef, schema: schema || undefined }, { enabled: isWanted })
  const options = (functions.data ?? [])
    .filter((fn) => fn.return_type !== 'trigger' && (fn.args ?? []).every((arg) => arg.mode !== 'in' || arg.has_default))
    .map((fn) => ({ value: fn.name, label: `${fn.name}() → ${fn.return_type}` }))
  return { options, error: functions.error }
}

/** Creates a job (cron.schedule) or changes one's schedule and command (cron.alter_job). */
export function CronJobDialog({ projectRef, job, onClose }: { projectRef: string; job: CronJob | null; onClose: () => void }) {
  const initial = job ? cronJobDraftFrom(job) : EMPTY_CRON_JOB
  const [draft, setDraft] = useState<CronJobDraft>(initial)
  const [schedule, setSchedule] = useState<ScheduleDraft>(() => scheduleDraftFrom(initial.schedule))
  const [problems, setProblems] = useState<CronJobProblems>({})
  const functions = useCallableFunctions(projectRef, draft.functionSchema, draft.commandKind === 'function')

  const current = { ...draft, schedule: buildCronExpression(schedule) }
  const statement = job ? buildAlterCronJobSql(Number(job.jobid), current) : buildScheduleCronJobSql(current)
  const mutation = useReviewedSql({
    projectRef,
    statements: statement,
    invalidates: [cronKeys.jobs(projectRef), cronKeys.allRuns(projectRef)],
    onSuccess: () => {
      toast.success(job ? `Cron job ${draft.name} updated` : `Cron job ${draft.name} scheduled`)
      onClose()
    },
  })
  const sql = mutation.sql
  const set = (patch: Partial<CronJobDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  // pg_cron names the schedule in its refusal ("invalid schedule: …"): that belongs under the schedule.
  const serverError = mutation.error?.message ?? null
  const isScheduleError = serverError !== null && /schedule/i.test(serverError)

  return (
    <SqlFormDialog
      title={job ? `Edit cron job ${job.jobname ?? job.jobid}` : 'Create a cron job'}
      sql={sql}
      problem={serverError && !isScheduleError ? `Failed: ${serverError}` : null}
      submitLabel={job ? 'Save job' : 'Create job'}
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const found = validateCronJob(current)
        setProblems(found)
        if (Object.keys(found).length === 0) mutation.run()
      }}
      onClose={onClose}
    >
      <FormField label="Name" error={problems.name} description={job ? 'pg_cron cannot rename a job.' : 'Unique among the jobs of this database.'}>
        <Input value={draft.name} disabled={Boolean(job)} onChange={(event) => set({ name: event.target.value })} />
      </FormField>
      <ScheduleBuilder value={schedule} onChange={setSchedule} error={problems.schedule ?? (isScheduleError ? serverError : null)} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">The job runs</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="cron-command" checked={draft.commandKind === 'sql'} onChange={() => set({ commandKind: 'sql' })} />
            An SQL snippet
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="cron-command" checked={draft.commandKind === 'function'} onChange={() => set({ commandKind: 'function' })} />
            A database function
          </label>
        </div>
        {draft.commandKind === 'sql' ? (
          <FormField label="SQL command" error={problems.sql}>
            <textarea className={TEXTAREA} value={draft.sql} onChange={(event) => set({ sql: event.target.value })} />
          </FormField>
        ) : (
          <div className="flex flex-wrap items-start gap-3">
            <FormField label="Function schema" className="w-40">
              <Input value={draft.functionSchema} onChange={(event) => set({ functionSchema: event.target.value, functionName: '' })} />
            </FormField>
            <div className="flex flex-col gap-1">
              <SelectField
                label="Function"
                value={draft.functionName}
                placeholder={functions.options.length === 0 ? 'No function without arguments here' : 'Choose a function'}
                options={functions.options}
                onChange={(functionName) => set({ functionName })}
              />
              {(problems.functionName || functions.error) && (
                <p role="alert" className="text-xs text-destructive">
                  {problems.functionName ?? `Could not load functions: ${functions.error?.message}`}
                </p>
              )}
            </div>
          </div>
        )}
      </fieldset>
    </SqlFormDialog>
  )
}
