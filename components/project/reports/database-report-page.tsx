'use client'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useConfig } from '@/lib/config/use-config'
import { PageShell } from '@/components/ui/page-shell'
import { QueryLoading, QueryState } from '@/components/ui/query-state'
import { useDatabaseSamplesQuery } from '@/data/reports/database-samples-query'
import { useStorageReportQuery } from '@/data/reports/storage-report-query'
import { SAMPLE_INTERVAL_MS } from '@/lib/reports/database-rates'

import { ReportActivity } from './report-activity'
import { ReportStorage } from './report-storage'

// Platform only, with its own data hooks and charts: self-hosted never loads it, and the platform loads
// it after the page, which keeps the route's first load within its budget.
const ReportInfrastructure = lazyComponent(() => import('./report-infrastructure').then((module) => module.ReportInfrastructure), {
  isClientOnly: true,
  fallback: <div className="h-[260px]" aria-hidden="true" />,
})

// Below the charts, with its own read of pg_stat_statements: loads after the page (first-load budget).
const ReportStatements = lazyComponent(() => import('./report-statements').then((module) => module.ReportStatements), {
  fallback: <QueryLoading label="Loading statements…" />,
})

/**
 * /project/{ref}/reports/database: the database's health from its own statistics views, in both
 * modes. Counters are sampled while the page is open and drawn as rates; sizes are read on request.
 * On the platform, the instance's CPU, memory and disk I/O come first (self-hosted has no such source).
 */
export function DatabaseReportPage({ projectRef }: { projectRef: string }) {
  const samples = useDatabaseSamplesQuery({ projectRef })
  const storage = useStorageReportQuery({ projectRef })
  const { isPlatform } = useConfig()
  return (
    <PageShell
      title="Database report"
      description={`Connections, cache, throughput, statements and storage, from the database's own statistics. Sampled every ${SAMPLE_INTERVAL_MS / 1000} s while this page is open.`}
    >
      {isPlatform && <ReportInfrastructure projectRef={projectRef} />}
      <QueryState query={samples} what="database statistics">
        {(data) => <ReportActivity samples={data} />}
      </QueryState>
      <ReportStatements projectRef={projectRef} />
      <section aria-labelledby="report-storage" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="report-storage" className="font-medium">
            Tables and indexes
          </h2>
          <Button onClick={() => storage.refetch()} loading={storage.isFetching}>
            Refresh sizes
          </Button>
        </div>
        <QueryState query={storage} what="table and index statistics">
          {(data) => <ReportStorage tables={data.tables} indexes={data.indexes} />}
        </QueryState>
      </section>
    </PageShell>
  )
}
