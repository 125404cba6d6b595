'use client'

import { SECURITY_RULES } from '@/lib/advisors/security-rules'
import { useAdvisorRulesStore, useDisabledAdvisorRules } from '@/stores/advisor-rules-store'

import { LintLevelBadge } from './lint-level-badge'

/** Every security rule with a switch; a switched-off rule stops appearing in this project's reports. */
export function AdvisorRulesPanel({ projectRef }: { projectRef: string }) {
  const disabled = useDisabledAdvisorRules(projectRef)
  const setRuleEnabled = useAdvisorRulesStore((state) => state.setRuleEnabled)
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-medium">Rules</h2>
      <p className="text-sm text-muted">Disabled rules are kept in this browser and hidden from the report below.</p>
      <ul aria-label="Security rules" className="divide-y divide-border rounded-md border border-border">
        {SECURITY_RULES.map((rule) => {
          const isEnabled = !disabled.includes(rule.name)
          return (
            <li key={rule.name} className="flex items-center justify-between gap-4 px-4 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex items-center gap-2">
                  <LintLevelBadge level={rule.level} />
                  <span className="text-sm font-medium">{rule.title}</span>
                </div>
                <p className="text-xs text-muted">{rule.description}</p>
              </div>
              <label className="flex shrink-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={`Enable ${rule.title}`}
                  checked={isEnabled}
                  onChange={(event) => setRuleEnabled(projectRef, rule.name, event.target.checked)}
                  className="size-4 accent-brand"
                />
                {isEnabled ? 'Enabled' : 'Disabled'}
              </label>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
