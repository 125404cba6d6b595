'use client'

import { Badge } from '@/components/ui/badge'
import { DataTable } from '@/components/ui/data-table'
import { QueryState } from '@/components/ui/query-state'
import { useCronJobRunsQuery, type CronJobRun } from '@/data/cron/cron-job-runs-query'
import { CRON_RUNS_LIMIT } from '@/lib/cron/cron-sql'
import { formatDisplayDate } from '@/lib/format/date'

function formatDuration(milliseconds: CronJobRun['duration_ms']): string {
  if (milliseconds === null) return 'Running'
  const value = Number(milliseconds)
  return value < 1000 ? `${value} ms` : `${(value / 1000).toFixed(value < 10_000 ? 1 : 0)} s`
}

/** The last runs of one job from cron.job_run_details: when, how it ended, how long it took, what it said. */
export function CronJobRuns({ projectRef, jobId, jobName }: { projectRef: string; jobId: number; jobName: string }) {
  const runs = useCronJobRunsQuery({ projectRef, jobId })
  const label = `Runs of ${jobName}`
  const renderBody = () => {
    return (
      <QueryState query={runs} what="the job's runs" loadingLabel="Loading runs…" isEmpty={(data) => data.length === 0} empty={<p className="text-sm text-muted">This job has not run yet.</p>}>
        {(data) => (
          <DataTable<CronJobRun>
            label={label}
            rows={data}
            getRowKey={(run) => String(run.runid)}
            columns={[
              { header: 'Started', render: (run) => (run.start_time ? formatDisplayDate(run.start_time) : 'Not started') },
              {
                header: 'Status',
                render: (run) => <Badge variant={run.status === 'failed' ? 'destructive' : run.status === 'succeeded' ? 'brand' : 'outline'}>{run.status ?? 'unknown'}</Badge>,
              },
              { header: 'Duration', render: (run) => formatDuration(run.duration_ms) },
              { header: 'Message', render: (run) => <code className="font-mono text-xs break-all">{run.return_message ?? ''}</code> },
            ]}
          />
        )}
      </QueryState>
    )
  }
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <h2 className="text-base font-medium">{`${label} (last ${CRON_RUNS_LIMIT})`}</h2>
      {renderBody()}
    </section>
  )
}
