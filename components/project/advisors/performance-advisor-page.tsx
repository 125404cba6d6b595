'use client'

import { useState } from 'react'

import type { SqlChange } from '@/components/project/database/objects/sql-review-dialog'
import { PageShell } from '@/components/ui/page-shell'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { usePerformanceLintsQuery } from '@/data/advisors/performance-lints-query'
import { projectKeys } from '@/data/projects/keys'
import { groupFindingsByRule } from '@/lib/advisors/group-findings'
import { performanceFixSql, PERFORMANCE_RULES } from '@/lib/advisors/performance-rules'

import { FindingGroups } from './finding-groups'
import { PerformanceFinding } from './performance-finding'

// Dialogs load when first opened, keeping the page's first load light.
const SqlChangeDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlChangeDialog))

/** /project/{ref}/advisors/performance: schema and policy problems that slow queries down, with their fixes. */
export function PerformanceAdvisorPage({ projectRef }: { projectRef: string }) {
  const lints = usePerformanceLintsQuery({ projectRef })
  const [pending, setPending] = useState<SqlChange | null>(null)

  const renderBody = () => (
    <QueryState query={lints} what="performance findings" loadingLabel="Checking the database…">
      {(data) => (
        <FindingGroups label="Performance issues" emptyMessage="No performance issues found." groups={groupFindingsByRule(PERFORMANCE_RULES, data)}>
          {({ rule, findings }) => (
            <ul className="flex flex-col gap-2">
              {findings.map((lint) => {
                const sql = performanceFixSql(lint)
                return (
                  <PerformanceFinding
                    key={`${lint.schema}.${lint.table}.${lint.name}`}
                    projectRef={projectRef}
                    lint={lint}
                    rule={rule}
                    fixSql={sql}
                    onRunFix={() => {
                      // A fix may touch anything read from the database: advisors and pages alike refresh.
                      if (sql)
                        setPending({
                          title: `${rule.title}: ${lint.name}`,
                          statements: sql,
                          invalidates: [projectKeys.database(projectRef)],
                          confirmLabel: 'Run fix',
                          done: 'Fix applied',
                        })
                    }}
                  />
                )
              })}
            </ul>
          )}
        </FindingGroups>
      )}
    </QueryState>
  )

  return (
    <PageShell title="Performance Advisor" description="Checks the schema, indexes and policies for what makes queries slower than they need to be.">
      {renderBody()}
      {pending && (
        <SqlChangeDialog projectRef={projectRef} change={pending} onClose={() => setPending(null)} />
      )}
    </PageShell>
  )
}
