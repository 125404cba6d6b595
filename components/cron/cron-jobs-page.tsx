'use client'

import { DataTable } from '@/components/ui/data-table'
import { ExtensionNotice } from '@/components/database/extension-notice'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/database/use-extension-status'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useCronJobUpdateMutation } from '@/data/cron/cron-job-update-mutation'
import { useCronJobsQuery, type CronJob } from '@/data/cron/cron-jobs-query'
import { toast } from '@/lib/ui/toast'

export const CRON_PURPOSE = 'Cron jobs are scheduled and run inside the database by the pg_cron extension.'

/** /project/{ref}/integrations/cron: pg_cron's jobs when the extension is installed, else how to get it. */
export function CronJobsPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_cron'])
  const { availability } = extension.status.pg_cron
  const isInstalled = availability === 'installed'
  const jobs = useCronJobsQuery(extension.variables, { enabled: isInstalled })
  const update = useCronJobUpdateMutation({
    onSuccess: (_, { isActive }) => toast.success(isActive ? 'Cron job resumed' : 'Cron job paused'),
    onError: (error) => toast.error(`Failed to update the cron job: ${error.message}`),
  })

  const renderBody = () => {
    if (extension.error) return <QueryError what="extensions" error={extension.error} onRetry={extension.refetch} />
    if (extension.isLoading) return <QueryLoading label="Checking for pg_cron…" />
    if (!isInstalled) {
      return <ExtensionNotice projectRef={projectRef} extension="pg_cron" availability={availability} purpose={CRON_PURPOSE} />
    }
    if (jobs.error) return <QueryError what="cron jobs" error={jobs.error} onRetry={() => jobs.refetch()} />
    if (!jobs.data) return <QueryLoading label="Loading cron jobs…" />
    if (jobs.data.length === 0) {
      return (
        <p className="text-sm text-muted">
          No cron jobs yet. Schedule one from the SQL editor, e.g.{' '}
          <code className="font-mono">{`select cron.schedule('nightly-vacuum', '0 3 * * *', 'vacuum');`}</code>
        </p>
      )
    }
    return (
      <DataTable<CronJob>
        label="Cron jobs"
        rows={jobs.data}
        getRowKey={(job) => String(job.jobid)}
        columns={[
          { header: 'Name', render: (job) => job.jobname ?? `Job ${job.jobid}` },
          { header: 'Schedule', render: (job) => <code className="font-mono">{job.schedule}</code> },
          {
            header: 'Command',
            render: (job) => <code className="line-clamp-3 font-mono text-xs break-all">{job.command}</code>,
          },
          { header: 'Database', render: (job) => `${job.database} (${job.username})` },
          {
            header: 'Status',
            render: (job) => <Badge variant={job.active ? 'brand' : 'outline'}>{job.active ? 'Active' : 'Paused'}</Badge>,
          },
          {
            header: 'Actions',
            render: (job) => (
              <Button
                size="tiny"
                loading={update.isPending && update.variables?.jobId === Number(job.jobid)}
                onClick={() => update.mutate({ ...extension.variables, jobId: Number(job.jobid), isActive: !job.active })}
              >
                {job.active ? 'Pause' : 'Resume'}
              </Button>
            ),
          },
        ]}
      />
    )
  }

  return (
    <PageShell title="Cron" description="Jobs that run SQL on a schedule, inside the database.">
      {renderBody()}
    </PageShell>
  )
}
