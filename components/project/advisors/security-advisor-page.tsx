'use client'

import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { useSecurityLintsQuery } from '@/data/advisors/security-lints-query'
import { useDisabledAdvisorRules } from '@/stores/advisor-rules-store'

import { AdvisorRulesPanel } from './advisor-rules-panel'
import { LintReport } from './lint-report'

/**
 * /project/{ref}/advisors/security and, with per-rule switches, /advisors/rules/security (the
 * "Disable Advisor rules" preview decides which one the sidebar opens). The checks run as SQL
 * against the project's database.
 */
export function SecurityAdvisorPage({ projectRef, hasRuleControls = false }: { projectRef: string; hasRuleControls?: boolean }) {
  const lints = useSecurityLintsQuery({ projectRef })
  const disabled = useDisabledAdvisorRules(projectRef)

  const renderReport = () => {
    const error = lints.error
    if (error) return <QueryError what="the security report" error={error} onRetry={() => lints.refetch()} />
    if (!lints.data) return <QueryLoading label="Checking the database…" />
    return <LintReport lints={lints.data} disabledRules={disabled} />
  }

  return (
    <PageShell
      title="Security Advisor"
      description="Checks the database for security problems such as tables without row level security."
      actions={
        <Button size="small" loading={lints.isFetching} onClick={() => lints.refetch()}>
          Rerun checks
        </Button>
      }
    >
      {hasRuleControls && <AdvisorRulesPanel projectRef={projectRef} />}
      {!hasRuleControls && disabled.length > 0 && (
        <p className="text-sm text-muted">
          {`${disabled.length} ${disabled.length === 1 ? 'rule is' : 'rules are'} disabled for this project. `}
          <AppLink className="underline" href={`/project/${projectRef}/advisors/rules/security`}>
            Manage rules
          </AppLink>
        </p>
      )}
      {renderReport()}
    </PageShell>
  )
}
