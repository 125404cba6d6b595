'use client'

import { useConfig } from '@/lib/config/use-config'
import type { LintRow } from '@/lib/advisors/security-lints-sql'
import { groupFindingsByRule } from '@/lib/advisors/group-findings'
import { SECURITY_RULES } from '@/lib/advisors/security-rules'

import { FindingGroups } from './finding-groups'

/** The findings grouped by rule, most serious first; disabled rules are left out. */
export function LintReport({ lints, disabledRules }: { lints: readonly LintRow[]; disabledRules: readonly string[] }) {
  const { docsUrl } = useConfig()
  const rules = SECURITY_RULES.filter((rule) => !disabledRules.includes(rule.name))
  return (
    <FindingGroups label="Security issues" emptyMessage="No security issues found." groups={groupFindingsByRule(rules, lints)}>
      {({ rule, findings }) => (
        <>
          <ul className="flex flex-wrap gap-2">
            {findings.map((finding) => (
              <li key={`${finding.schema}.${finding.name}`}>
                <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-xs">{`${finding.schema}.${finding.name}`}</code>
              </li>
            ))}
          </ul>
          <p className="text-sm">{rule.remediation}</p>
          <a className="text-sm underline" href={`${docsUrl.replace(/\/+$/, '')}${rule.docsPath}`} target="_blank" rel="noreferrer">
            {`Learn more about ${rule.title}`}
          </a>
        </>
      )}
    </FindingGroups>
  )
}
