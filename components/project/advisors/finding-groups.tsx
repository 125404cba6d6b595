import type { ReactNode } from 'react'

import type { FindingGroup } from '@/lib/advisors/group-findings'
import type { LintLevel } from '@/lib/advisors/security-rules'

import { LintLevelBadge } from './lint-level-badge'

interface RuleSummary {
  name: string
  level: LintLevel
  title: string
  description: string
}

/**
 * An advisor's report: one card per rule with findings (its level, title, how many entities and what
 * it means), the findings themselves as the advisor shows them, or one line when there are none.
 */
export function FindingGroups<Rule extends RuleSummary, Finding>({
  label,
  emptyMessage,
  groups,
  children,
}: {
  label: string
  emptyMessage: string
  groups: FindingGroup<Rule, Finding>[]
  children: (group: FindingGroup<Rule, Finding>) => ReactNode
}) {
  if (groups.length === 0) {
    return (
      <p role="status" className="rounded-md border border-border px-4 py-3 text-sm">
        {emptyMessage}
      </p>
    )
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {groups.map((group) => (
        <li key={group.rule.name} className="flex flex-col gap-2 rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <LintLevelBadge level={group.rule.level} />
            <h2 className="text-base font-medium">{group.rule.title}</h2>
            <span className="text-xs text-muted">{`${group.findings.length} ${group.findings.length === 1 ? 'entity' : 'entities'}`}</span>
          </div>
          <p className="text-sm text-muted">{group.rule.description}</p>
          {children(group)}
        </li>
      ))}
    </ul>
  )
}
