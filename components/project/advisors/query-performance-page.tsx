'use client'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { Button } from '@/components/ui/button'
import { useTopQueriesQuery } from '@/data/advisors/top-queries-query'

import { TopQueriesTable } from './top-queries-table'

export const PG_STAT_STATEMENTS_PURPOSE =
  "Query statistics come from the pg_stat_statements extension (its library must also be in the server's shared_preload_libraries)."
export const INDEX_ADVISOR_PURPOSE = 'Index suggestions for these queries come from the index_advisor extension.'

/**
 * /project/{ref}/advisors/query-performance: the most time-consuming statements from
 * pg_stat_statements, with index_advisor's suggestions when that extension is installed too.
 */
export function QueryPerformancePage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_stat_statements', 'index_advisor'])
  const statements = extension.status.pg_stat_statements
  const advisor = extension.status.index_advisor
  const isInstalled = statements.availability === 'installed'
  const queries = useTopQueriesQuery(
    { ...extension.variables, schema: statements.schema },
    { enabled: isInstalled }
  )

  const renderBody = () => {
    if (extension.error) return <QueryError what="extensions" error={extension.error} onRetry={extension.refetch} />
    if (extension.isLoading) return <QueryLoading label="Checking for pg_stat_statements…" />
    if (statements.availability !== 'installed') {
      return (
        <ExtensionNotice
          projectRef={projectRef}
          extension="pg_stat_statements"
          availability={statements.availability}
          purpose={PG_STAT_STATEMENTS_PURPOSE}
        />
      )
    }
    return (
      <div className="flex flex-col gap-4">
        {advisor.availability !== 'installed' && (
          <ExtensionNotice projectRef={projectRef} extension="index_advisor" availability={advisor.availability} purpose={INDEX_ADVISOR_PURPOSE} />
        )}
        {queries.error && <QueryError what="query statistics" error={queries.error} onRetry={() => queries.refetch()} />}
        {!queries.data && !queries.error && <QueryLoading label="Loading query statistics…" />}
        {queries.data?.length === 0 && <p className="text-sm text-muted">No statements have been recorded yet.</p>}
        {queries.data && queries.data.length > 0 && (
          <TopQueriesTable queries={queries.data} connection={extension.variables} indexAdvisorSchema={advisor.schema} />
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
