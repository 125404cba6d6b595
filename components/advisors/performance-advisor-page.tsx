'use client'

import { useState } from 'react'

import { PageShell } from '@/components/ui/page-shell'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useAdvisorFixMutation } from '@/data/advisors/advisor-fix-mutation'
import { usePerformanceLintsQuery } from '@/data/advisors/performance-lints-query'
import { performanceFixSql, PERFORMANCE_RULES } from '@/lib/advisors/performance-rules'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

import { LintLevelBadge } from './lint-level-badge'
import { PerformanceFinding } from './performance-finding'

// Dialogs load when first opened, keeping the page's first load light.
const SqlConfirmDialog = lazyComponent(() => import('@/components/database-objects/sql-confirm-dialog').then((module) => module.SqlConfirmDialog))

const LEVEL_ORDER = { ERROR: 0, WARN: 1, INFO: 2 } as const

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
    if (lints.error) return <QueryError what="performance findings" error={lints.error} onRetry={() => lints.refetch()} />
    if (!lints.data) return <QueryLoading label="Checking the database…" />
    const groups = PERFORMANCE_RULES.map((rule) => ({ rule, findings: lints.data.filter((lint) => lint.rule === rule.name) }))
      .filter((group) => group.findings.length > 0)
      .sort((a, b) => LEVEL_ORDER[a.rule.level] - LEVEL_ORDER[b.rule.level])
    if (groups.length === 0) {
      return (
        <p role="status" className="rounded-md border border-border px-4 py-3 text-sm">
          No performance issues found.
        </p>
      )
    }
    return (
      <ul aria-label="Performance issues" className="flex flex-col gap-3">
        {groups.map(({ rule, findings }) => (
          <li key={rule.name} className="flex flex-col gap-2 rounded-md border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <LintLevelBadge level={rule.level} />
              <h2 className="text-base font-medium">{rule.title}</h2>
              <span className="text-xs text-muted">{`${findings.length} ${findings.length === 1 ? 'entity' : 'entities'}`}</span>
            </div>
            <p className="text-sm text-muted">{rule.description}</p>
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
          </li>
        ))}
      </ul>
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
