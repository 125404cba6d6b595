'use client'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import type { PerformanceLintRow } from '@/lib/advisors/performance-lints-sql'
import type { PerformanceRule } from '@/lib/advisors/performance-rules'

function describe(lint: PerformanceLintRow): string {
  const table = `${lint.schema}.${lint.table}`
  switch (lint.rule) {
    case 'unindexed_foreign_keys':
      return `${table}: foreign key ${lint.name} (${lint.columns.join(', ')}) has no covering index`
    case 'duplicate_index':
      return `${table}: index ${lint.name} duplicates ${lint.columns.join(', ')}`
    case 'unused_index':
      return `${table}: index ${lint.name} has never been used`
    case 'no_primary_key':
      return `${table} has no primary key`
    case 'multiple_permissive_policies': {
      const [role, command] = lint.name.split(' ')
      return `${table}: ${lint.columns.join(', ')} are all permissive for ${role} on ${command}`
    }
    default:
      return `${table}: policy ${lint.name}`
  }
}

/** One finding: what is wrong, where it is fixed, and the SQL that fixes it (which the user may run). */
export function PerformanceFinding({
  projectRef,
  lint,
  rule,
  fixSql,
  onRunFix,
}: {
  projectRef: string
  lint: PerformanceLintRow
  rule: PerformanceRule
  fixSql: string | null
  onRunFix: () => void
}) {
  return (
    <li className="flex flex-col gap-2 border-t border-border pt-2">
      <p className="text-sm">{describe(lint)}</p>
      {fixSql && (
        <pre aria-label={`Fix for ${lint.name}`} className="overflow-x-auto rounded-md border border-border bg-background p-2 font-mono text-xs whitespace-pre-wrap">
          {fixSql}
        </pre>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <AppLink className="underline" href={`/project/${projectRef}${rule.fixPage.path}`}>{`Open ${rule.fixPage.label}`}</AppLink>
        {fixSql && (
          <Button size="tiny" variant="outline" onClick={onRunFix}>
            Run this fix
          </Button>
        )}
      </div>
    </li>
  )
}
