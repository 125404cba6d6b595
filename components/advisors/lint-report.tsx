'use client'

import { useConfig } from '@/components/providers/config-provider'
import type { LintRow } from '@/lib/advisors/security-lints-sql'
import { SECURITY_RULES } from '@/lib/advisors/security-rules'

import { LintLevelBadge } from './lint-level-badge'

const LEVEL_ORDER = { ERROR: 0, WARN: 1, INFO: 2 } as const

/** The findings grouped by rule, most serious first; disabled rules are left out. */
export function LintReport({ lints, disabledRules }: { lints: readonly LintRow[]; disabledRules: readonly string[] }) {
  const { docsUrl } = useConfig()
  const groups = SECURITY_RULES.filter((rule) => !disabledRules.includes(rule.name))
    .map((rule) => ({ rule, findings: lints.filter((lint) => lint.rule === rule.name) }))
    .filter((group) => group.findings.length > 0)
    .sort((a, b) => LEVEL_ORDER[a.rule.level] - LEVEL_ORDER[b.rule.level])

  if (groups.length === 0) {
    return (
      <p role="status" className="rounded-md border border-border px-4 py-3 text-sm">
        No security issues found.
      </p>
    )
  }
  return (
    <ul aria-label="Security issues" className="flex flex-col gap-3">
      {groups.map(({ rule, findings }) => (
        <li key={rule.name} className="flex flex-col gap-2 rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <LintLevelBadge level={rule.level} />
            <h2 className="text-base font-medium">{rule.title}</h2>
            <span className="text-xs text-muted">{`${findings.length} ${findings.length === 1 ? 'entity' : 'entities'}`}</span>
          </div>
          <p className="text-sm text-muted">{rule.description}</p>
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
        </li>
      ))}
    </ul>
  )
}
