import { describe, expect, it } from 'vitest'

import {
  buildAlterCronJobSql,
  buildCronRunsSql,
  buildScheduleCronJobSql,
  buildUnscheduleCronJobSql,
  cronJobDraftFrom,
  EMPTY_CRON_JOB,
  validateCronJob,
} from '@/lib/cron/cron-sql'

describe('cron job SQL', () => {
  it('schedules a job with every value quoted as a literal', () => {
    const sql = buildScheduleCronJobSql({ ...EMPTY_CRON_JOB, name: "nightly 'vacuum'", schedule: ' 0 3 * * * ', sql: "delete from logs where note = 'a\\b';" })
    expect(sql).toBe(`select cron.schedule('nightly ''vacuum''', '0 3 * * *', E'delete from logs where note = ''a\\\\b'';')`)
  })

  it('calls a function with its schema and name quoted as identifiers', () => {
    const draft = { ...EMPTY_CRON_JOB, name: 'refresh', commandKind: 'function' as const, functionSchema: 'Reports', functionName: 'refresh"all' }
    expect(buildScheduleCronJobSql(draft)).toBe(`select cron.schedule('refresh', '0 3 * * *', 'select "Reports"."refresh""all"()')`)
    expect(cronJobDraftFrom({ jobname: 'refresh', schedule: '0 3 * * *', command: 'select "Reports"."refresh""all"()' })).toMatchObject({
      commandKind: 'function',
      functionSchema: 'Reports',
      functionName: 'refresh"all',
    })
  })

  it('alters, unschedules and reads the runs of a job by its id', () => {
    expect(buildAlterCronJobSql(7, { ...EMPTY_CRON_JOB, schedule: '*/5 * * * *', sql: 'select 1' })).toBe(
      "select cron.alter_job(job_id := 7, schedule := '*/5 * * * *', command := 'select 1')"
    )
    expect(buildUnscheduleCronJobSql(7)).toBe('select cron.unschedule(7::bigint)')
    expect(buildCronRunsSql(7, 5)).toContain('where jobid = 7')
    expect(buildCronRunsSql(7, 5)).toMatch(/limit 5$/)
    expect(() => buildUnscheduleCronJobSql(-1)).toThrow('Invalid cron job id: -1')
    expect(() => buildAlterCronJobSql(1.5, EMPTY_CRON_JOB)).toThrow('Invalid cron job id: 1.5')
  })

  it('reads an SQL command back as SQL', () => {
    expect(cronJobDraftFrom({ jobname: null, schedule: '* * * * *', command: 'vacuum' })).toMatchObject({ name: '', commandKind: 'sql', sql: 'vacuum' })
  })

  it('names the field that stops the job from being saved', () => {
    expect(validateCronJob(EMPTY_CRON_JOB)).toEqual({ name: 'Give the job a name.', sql: 'Enter the SQL the job runs.' })
    expect(validateCronJob({ ...EMPTY_CRON_JOB, name: 'a', sql: 'select 1', schedule: '* *' })).toEqual({
      schedule: 'A cron schedule has five fields (minute hour day-of-month month weekday); this has 2.',
    })
    expect(validateCronJob({ ...EMPTY_CRON_JOB, name: 'a', commandKind: 'function', functionName: '' })).toEqual({
      functionName: 'Choose the function the job calls.',
    })
  })
})
