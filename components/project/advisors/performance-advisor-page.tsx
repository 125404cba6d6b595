'use client'

import { useState } from 'react'

import { PageShell } from '@/components/ui/page-shell'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { useAdvisorFixMutation } from '@/data/advisors/advisor-fix-mutation'
import { usePerformanceLintsQuery } from '@/data/advisors/performance-lints-query'
import { groupFindingsByRule } from '@/lib/advisors/group-findings'
import { performanceFixSql, PERFORMANCE_RULES } from '@/lib/advisors/performance-rules'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

import { FindingGroups } from './finding-groups'
import { PerformanceFinding } from './performance-finding'

// Dialogs load when first opened, keeping the page's first load light.
const SqlConfirmDialog = lazyComponent(() => import('@/components/project/database/objects/sql-confirm-dialog').then((module) => module.SqlConfirmDialog))

/** /project/{ref}/advisors/performance: schema and policy problems that slow queries down, with their fixes. */
export function PerformanceAdvisorPage({ projectRef }: { projectRef: string }) {
  const lints = usePerformanceLintsQuery({ projectRef })
  const [pending, setPending] = useState<{ title: string; sql: string } | null>(null)
  const fix = useAdvisorFixMutation({
    onSuccess: () => {
      toast.success('Fix applied')
      setPending(null)
    },
  })

  const renderBody = () => {
    return (
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
                        fix.reset()
                        if (sql) setPending({ title: `${rule.title}: ${lint.name}`, sql: inTransaction(sql) })
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
  }

  return (
    <PageShell title="Performance Advisor" description="Checks the schema, indexes and policies for what makes queries slower than they need to be.">
      {renderBody()}
      {pending && (
        <SqlConfirmDialog
          title={pending.title}
          sql={pending.sql}
          confirmLabel="Run fix"
          isRunning={fix.isPending}
          error={fix.error}
          onConfirm={() => fix.mutate({ projectRef, sql: pending.sql })}
          onCancel={() => setPending(null)}
        />
      )}
    </PageShell>
  )
}
