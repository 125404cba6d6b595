import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { CronJobsPage } from '@/components/cron/cron-jobs-page'
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

  it('lists the jobs when pg_cron is installed and pauses one', async () => {
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

    await userEvent.click(within(table).getByRole('button', { name: 'Pause' }))
    // The change is sent, then the list is read again.
    await waitFor(() => expect(received.filter((sql) => sql.includes('from cron.job'))).toHaveLength(2))
    expect(received).toContain('select cron.alter_job(job_id := 3, active := false)')
  })
})
