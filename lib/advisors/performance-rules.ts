import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

import type { LintLevel } from './security-rules'
import type { PerformanceLintRow } from './performance-lints-sql'

/** The performance advisor's rules: what each finds, how serious it is, where it is fixed and with what SQL. */
export interface PerformanceRule {
  name: string
  title: string
  level: LintLevel
  description: string
  /** The dashboard page (relative to /project/{ref}) where the finding is fixed. */
  fixPage: { path: string; label: string }
}

export const PERFORMANCE_RULES: readonly PerformanceRule[] = [
  {
    name: 'unindexed_foreign_keys',
    title: 'Unindexed foreign keys',
    level: 'INFO',
    description: 'A foreign key without an index on its columns makes joins on it, and deletes in the table it references, scan the whole table.',
    fixPage: { path: '/sql/new', label: 'SQL editor' },
  },
  {
    name: 'duplicate_index',
    title: 'Duplicate index',
    level: 'WARN',
    description: 'Identical indexes on the same table: every write updates both, and only one is ever used.',
    fixPage: { path: '/sql/new', label: 'SQL editor' },
  },
  {
    name: 'unused_index',
    title: 'Unused index',
    level: 'INFO',
    description: 'These indexes have never been scanned since statistics were last reset; they slow writes down and take space.',
    fixPage: { path: '/sql/new', label: 'SQL editor' },
  },
  {
    name: 'no_primary_key',
    title: 'No primary key',
    level: 'INFO',
    description: 'Tables without a primary key cannot be edited row by row in the table editor or replicated efficiently.',
    fixPage: { path: '/editor', label: 'Table editor' },
  },
  {
    name: 'multiple_permissive_policies',
    title: 'Multiple permissive policies',
    level: 'WARN',
    description: 'Several permissive policies for one role and command are all evaluated for every row; one policy combining them with OR is cheaper.',
    fixPage: { path: '/database/policies', label: 'Policies' },
  },
  {
    name: 'auth_rls_initplan',
    title: 'Auth RLS initialization plan',
    level: 'WARN',
    description: 'These policies call auth.uid(), auth.jwt() or current_setting() once per row. Wrapped as (select auth.uid()) the call runs once per query.',
    fixPage: { path: '/database/policies', label: 'Policies' },
  },
]

const PER_ROW_CALL = /(?<!SELECT\s)(?<!select\s)(auth\.(?:uid|jwt|role|email)\(\)|current_setting\([^()]*\))/g

/** Wraps every per-row auth.*() or current_setting(...) call of a policy expression in a scalar subquery. */
export function wrapPerRowCalls(expression: string): string {
  return expression.replace(PER_ROW_CALL, '(select $1)')
}

/** The SQL that fixes a finding, or null when the fix needs a decision only the user can make. */
export function performanceFixSql(lint: PerformanceLintRow): string | null {
  const table = readableQualifiedName(lint.schema, lint.table)
  switch (lint.rule) {
    case 'unindexed_foreign_keys':
      return `create index on ${table} using btree (${lint.columns.map(readableIdent).join(', ')})`
    case 'duplicate_index':
    case 'unused_index':
      return `drop index ${readableQualifiedName(lint.schema, lint.name)}`
    case 'no_primary_key':
      return `alter table ${table} add column id bigint generated always as identity primary key`
    case 'auth_rls_initplan': {
      const clauses = [
        lint.using_expr ? `using (${wrapPerRowCalls(lint.using_expr)})` : null,
        lint.check_expr ? `with check (${wrapPerRowCalls(lint.check_expr)})` : null,
      ].filter(Boolean)
      return `alter policy ${readableIdent(lint.name)} on ${table} ${clauses.join(' ')}`
    }
    default:
      return null
  }
}
