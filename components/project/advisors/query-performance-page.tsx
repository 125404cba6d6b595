'use client'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { Button } from '@/components/ui/button'
import { useTopQueriesQuery } from '@/data/advisors/top-queries-query'

import { HypopgNotice } from './hypopg-notice'
import { TopQueriesTable } from './top-queries-table'

export const PG_STAT_STATEMENTS_PURPOSE =
  "Query statistics come from the pg_stat_statements extension (its library must also be in the server's shared_preload_libraries)."

/**
 * /project/{ref}/advisors/query-performance: the most time-consuming statements from
 * pg_stat_statements, with the index advisor (hypopg hypothetical indexes) when hypopg is installed too.
 */
export function QueryPerformancePage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_stat_statements', 'hypopg'])
  const statements = extension.status.pg_stat_statements
  const advisor = extension.status.hypopg
  const isInstalled = statements.availability === 'installed'
  const queries = useTopQueriesQuery({ ...extension.variables, schema: statements.schema }, { enabled: isInstalled })

  const renderBody = () => {
    if (extension.error) return <QueryError what="extensions" error={extension.error} onRetry={extension.refetch} />
    if (extension.isLoading) return <QueryLoading label="Checking for pg_stat_statements…" />
    // The index advisor's state is told even without pg_stat_statements: both are needed for it.
    const advisorNotice = advisor.availability !== 'installed' && <HypopgNotice projectRef={projectRef} availability={advisor.availability} />
    if (statements.availability !== 'installed') {
      return (
        <div className="flex flex-col gap-4">
          <ExtensionNotice projectRef={projectRef} extension="pg_stat_statements" availability={statements.availability} purpose={PG_STAT_STATEMENTS_PURPOSE} />
          {advisorNotice}
        </div>
      )
    }
    return (
      <div className="flex flex-col gap-4">
        {advisorNotice}
        {queries.error && <QueryError what="query statistics" error={queries.error} onRetry={() => queries.refetch()} />}
        {!queries.data && !queries.error && <QueryLoading label="Loading query statistics…" />}
        {queries.data?.length === 0 && <p className="text-sm text-muted">No statements have been recorded yet.</p>}
        {queries.data && queries.data.length > 0 && (
          <TopQueriesTable
            queries={queries.data}
            connection={extension.variables}
            hypopgSchema={advisor.availability === 'installed' ? advisor.schema : null}
          />
        )}
      </div>
    )
  }

  return (
    <PageShell
      title="Query Performance"
      description="The statements that took the most database time, and indexes that would speed them up."
      actions={
        isInstalled ? (
          <Button size="small" loading={queries.isFetching} onClick={() => queries.refetch()}>
            Refresh
          </Button>
        ) : undefined
      }
    >
      {renderBody()}
    </PageShell>
  )
}
