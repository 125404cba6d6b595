import type { LintLevel } from './security-rules'

const LEVEL_ORDER: Record<LintLevel, number> = { ERROR: 0, WARN: 1, INFO: 2 }

export interface FindingGroup<Rule, Finding> {
  rule: Rule
  findings: Finding[]
}

/** An advisor's findings under their rules: rules without findings left out, the most serious first. */
export function groupFindingsByRule<Rule extends { name: string; level: LintLevel }, Finding extends { rule: string }>(
  rules: readonly Rule[],
  findings: readonly Finding[]
): FindingGroup<Rule, Finding>[] {
  return rules
    .map((rule) => ({ rule, findings: findings.filter((finding) => finding.rule === rule.name) }))
    .filter((group) => group.findings.length > 0)
    .sort((a, b) => LEVEL_ORDER[a.rule.level] - LEVEL_ORDER[b.rule.level])
}
