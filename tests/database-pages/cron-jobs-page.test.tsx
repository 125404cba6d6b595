import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { CronJobsPage } from '@/components/project/integrations/cron/cron-jobs-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { extension, extensionsHandler, queryHandler, renderPage } from './helpers/render-page'

afterEach(() => resetPlatformClient())

describe('Cron page', () => {
  it('explains that pg_cron is missing from the server and sends no query for jobs', async () => {
    const received: string[] = []
    server.use(extensionsHandler([extension('pgcrypto', '1.3')]), queryHandler([], received))
    renderPage(<CronJobsPage projectRef="default" />)

    expect(await screen.findByText('pg_cron is not available in this database')).toBeInTheDocument()
    expect(
      screen.getByText(/Cron jobs are scheduled and run inside the database by the pg_cron extension\. This database's Postgres server does not ship the pg_cron extension \(the embedded PGlite database/)
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'pg_cron documentation' })).toHaveAttribute(
      'href',
      'https://supabase.test/docs/guides/database/extensions/pg_cron'
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Cron' })).toBeInTheDocument()
    expect(received).toEqual([])
  })

  it('links to the Extensions page when pg_cron can be enabled', async () => {
    server.use(extensionsHandler([extension('pg_cron', null)]))
    renderPage(<CronJobsPage projectRef="default" />)
    expect(await screen.findByText('The pg_cron extension is not enabled')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the Extensions page' })).toHaveAttribute('href', '/dashboard/project/default/database/extensions')
  })

  it('lists the jobs when pg_cron is installed and disables one', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_cron', '1.6', 'pg_catalog')]),
      queryHandler(
        [
          ['cron.alter_job', []],
          ['from cron.job', [{ jobid: 3, jobname: 'nightly', schedule: '0 3 * * *', command: 'vacuum', database: 'postgres', username: 'postgres', active: true }]],
        ],
        received
      )
    )
    renderPage(<CronJobsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Cron jobs' })
    expect(within(table).getByText('nightly')).toBeInTheDocument()
    expect(within(table).getByText('0 3 * * *')).toBeInTheDocument()
    expect(within(table).getByText('Active')).toBeInTheDocument()

    await userEvent.click(within(table).getByRole('button', { name: 'Disable' }))
    // The change is sent, then the list is read again.
    await waitFor(() => expect(received.filter((sql) => sql.includes('from cron.job'))).toHaveLength(2))
    expect(received).toContain('select cron.alter_job(job_id := 3, active := false)')
  })

  const JOB = { jobid: 3, jobname: 'nightly', schedule: '0 3 * * *', command: 'vacuum', database: 'postgres', username: 'postgres', active: true }

  it('creates a job from a preset, showing the SQL and the schedule in words first', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_cron', '1.6', 'pg_catalog')]),
      queryHandler([['cron.schedule', [{ schedule: 4 }]], ['from cron.job', []]], received)
    )
    renderPage(<CronJobsPage projectRef="default" />)
    expect(await screen.findByText('No cron jobs yet. Create one to run SQL on a schedule.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a cron job' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job' }))
    expect(within(dialog).getByText('Give the job a name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter the SQL the job runs.')).toBeInTheDocument()
    expect(received.some((sql) => sql.includes('cron.schedule'))).toBe(false)

    await userEvent.type(within(dialog).getByLabelText('Name'), "it's nightly")
    await userEvent.selectOptions(within(dialog).getByLabelText('Runs'), 'weekly')
    await userEvent.selectOptions(within(dialog).getByLabelText('Weekday'), 'Friday')
    await userEvent.clear(within(dialog).getByLabelText('Hour (0–23)'))
    await userEvent.type(within(dialog).getByLabelText('Hour (0–23)'), '17')
    await userEvent.type(within(dialog).getByLabelText('SQL command'), 'delete from events')
    expect(within(dialog).getByText(/^At 17:00 on Friday/)).toBeInTheDocument()
    const sql = "begin;\nselect cron.schedule('it''s nightly', '0 17 * * 5', 'delete from events');\ncommit;"
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(sql.replaceAll('\n', ' '))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(received).toContain(sql)
  })

  it("shows pg_cron's refusal of a schedule under the schedule and keeps what was typed", async () => {
    server.use(
      extensionsHandler([extension('pg_cron', '1.6', 'pg_catalog')]),
      queryHandler([['cron.alter_job', new Error('invalid schedule: 0 3 * * 8')], ['from cron.job', [JOB]]])
    )
    renderPage(<CronJobsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Cron jobs' })
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit cron job nightly' })
    expect(within(dialog).getByLabelText('Name')).toBeDisabled()
    expect(within(dialog).getByLabelText('Runs')).toHaveValue('daily')
    await userEvent.clear(within(dialog).getByLabelText('SQL command'))
    await userEvent.type(within(dialog).getByLabelText('SQL command'), 'vacuum analyze')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save job' }))
    const schedule = within(dialog).getByRole('group', { name: 'Schedule' })
    expect(await within(schedule).findByRole('alert')).toHaveTextContent('invalid schedule: 0 3 * * 8')
    expect(within(dialog).getByLabelText('SQL command')).toHaveValue('vacuum analyze')
  })

  it('deletes a job after showing cron.unschedule, and shows its runs', async () => {
    const received: string[] = []
    server.use(
      extensionsHandler([extension('pg_cron', '1.6', 'pg_catalog')]),
      queryHandler(
        [
          ['cron.unschedule', [{ unschedule: true }]],
          ['from cron.job_run_details', [{ runid: 1, status: 'failed', return_message: 'ERROR: boom', start_time: '2026-01-01T03:00:00Z', end_time: '2026-01-01T03:00:02Z', duration_ms: 2000 }]],
          ['from cron.job', [JOB]],
        ],
        received
      )
    )
    renderPage(<CronJobsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Cron jobs' })
    await userEvent.click(within(table).getByRole('button', { name: 'History' }))
    const runs = await screen.findByRole('table', { name: 'Runs of nightly' })
    expect(within(runs).getByText('failed')).toBeInTheDocument()
    expect(within(runs).getByText('2.0 s')).toBeInTheDocument()
    expect(within(runs).getByText('ERROR: boom')).toBeInTheDocument()

    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete cron job nightly' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('select cron.unschedule(3::bigint);')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }))
    await waitFor(() => expect(received).toContain('begin;\nselect cron.unschedule(3::bigint);\ncommit;'))
  })
})
