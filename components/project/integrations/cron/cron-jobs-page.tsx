'use client'

import { useState } from 'react'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useCronJobUpdateMutation } from '@/data/cron/cron-job-update-mutation'
import { useCronJobsQuery, type CronJob } from '@/data/cron/cron-jobs-query'
import { cronJobLabel as jobName } from '@/lib/cron/cron-sql'
import { describeCronSchedule } from '@/lib/cron/describe-schedule'
import { toast } from '@/lib/ui/toast'

import { CronJobRuns } from './cron-job-runs'

// The forms load when opened, not with the list.
const CronJobDialog = lazyComponent(() => import('./cron-job-dialog').then((module) => module.CronJobDialog))
const DeleteCronJobDialog = lazyComponent(() => import('./delete-cron-job-dialog').then((module) => module.DeleteCronJobDialog))

export const CRON_PURPOSE = 'Cron jobs are scheduled and run inside the database by the pg_cron extension.'

/** /project/{ref}/integrations/cron: pg_cron's jobs, set up from here, when the extension is installed. */
export function CronJobsPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_cron'])
  const { availability } = extension.status.pg_cron
  const isInstalled = availability === 'installed'
  const jobs = useCronJobsQuery(extension.variables, { enabled: isInstalled })
  const [editing, setEditing] = useState<{ job: CronJob | null } | null>(null)
  const [deleting, setDeleting] = useState<CronJob | null>(null)
  const [historyOf, setHistoryOf] = useState<CronJob | null>(null)
  const update = useCronJobUpdateMutation({
    onSuccess: (_, { isActive }) => toast.success(isActive ? 'Cron job enabled' : 'Cron job disabled'),
    onError: (error) => toast.error(`Failed to update the cron job: ${error.message}`),
  })

  const renderInstalled = () => {
    if (!isInstalled) {
      return <ExtensionNotice projectRef={projectRef} extension="pg_cron" availability={availability} purpose={CRON_PURPOSE} />
    }
    return (
      <QueryState query={jobs} what="cron jobs">
        {(data) => {
          if (data.length === 0) return <p className="text-sm text-muted">No cron jobs yet. Create one to run SQL on a schedule.</p>
          const shownHistory = historyOf && data.find((job) => job.jobid === historyOf.jobid)
          return (
            <div className="flex flex-col gap-6">
              <DataTable<CronJob>
                label="Cron jobs"
                rows={data}
                getRowKey={(job) => String(job.jobid)}
                columns={[
                  { header: 'Name', render: jobName },
                  {
                    header: 'Schedule',
                    render: (job) => (
                      <div className="flex flex-col gap-0.5">
                        <code className="font-mono">{job.schedule}</code>
                        <span className="text-xs text-muted">{describeCronSchedule(job.schedule) ?? ''}</span>
                      </div>
                    ),
                  },
                  { header: 'Command', render: (job) => <code className="line-clamp-3 font-mono text-xs break-all">{job.command}</code> },
                  {
                    header: 'Status',
                    render: (job) => <Badge variant={job.active ? 'brand' : 'outline'}>{job.active ? 'Active' : 'Disabled'}</Badge>,
                  },
                  {
                    header: 'Actions',
                    render: (job) => (
                      <div className="flex flex-wrap gap-1" aria-label={`Actions for ${jobName(job)}`} role="group">
                        <Button size="tiny" onClick={() => setEditing({ job })}>
                          Edit
                        </Button>
                        <Button
                          size="tiny"
                          loading={update.isPending && update.variables?.jobId === Number(job.jobid)}
                          onClick={() => update.mutate({ ...extension.variables, jobId: Number(job.jobid), isActive: !job.active })}
                        >
                          {job.active ? 'Disable' : 'Enable'}
                        </Button>
                        <Button size="tiny" onClick={() => setHistoryOf(job)}>
                          History
                        </Button>
                        <Button size="tiny" variant="outline" onClick={() => setDeleting(job)}>
                          Delete
                        </Button>
                      </div>
                    ),
                  },
                ]}
              />
              {shownHistory && <CronJobRuns projectRef={projectRef} jobId={Number(shownHistory.jobid)} jobName={jobName(shownHistory)} />}
            </div>
          )
        }}
      </QueryState>
    )
  }

  // Whether the extension is there comes first: without the extension list, the page cannot say.
  const renderBody = () => (
    <QueryState query={extension.query} what="extensions" loadingLabel="Checking for pg_cron…">
      {renderInstalled}
    </QueryState>
  )

  return (
    <PageShell
      title="Cron"
      description="Jobs that run SQL on a schedule, inside the database."
      actions={
        isInstalled && (
          <Button variant="primary" onClick={() => setEditing({ job: null })}>
            Create job
          </Button>
        )
      }
    >
      {renderBody()}
      {editing && <CronJobDialog projectRef={projectRef} job={editing.job} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCronJobDialog projectRef={projectRef} job={deleting} onClose={() => setDeleting(null)} />}
    </PageShell>
  )
}
