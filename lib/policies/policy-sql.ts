import { identifierError } from '@/lib/identifiers/identifier-rules'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

/** SQL of the Policies page: create, replace and drop row level security policies, and switch RLS. */

export const POLICY_COMMANDS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'ALL'] as const
export type PolicyCommand = (typeof POLICY_COMMANDS)[number]
export const POLICY_ACTIONS = ['PERMISSIVE', 'RESTRICTIVE'] as const
export type PolicyAction = (typeof POLICY_ACTIONS)[number]

/** What the policy form edits. Empty expressions are left out of the statement. */
export interface PolicyDraft {
  schema: string
  table: string
  name: string
  command: PolicyCommand
  action: PolicyAction
  /** Role names; empty or ['public'] means every role (PUBLIC). */
  roles: readonly string[]
  using: string
  check: string
}

/** The policy as it is in the database, to replace or drop it. */
export interface ExistingPolicy {
  schema: string
  table: string
  name: string
}

// Postgres refuses USING on INSERT policies and WITH CHECK on SELECT and DELETE ones.
export function hasUsingClause(command: PolicyCommand): boolean {
  return command !== 'INSERT'
}

export function hasCheckClause(command: PolicyCommand): boolean {
  return command === 'INSERT' || command === 'UPDATE' || command === 'ALL'
}

/** What is wrong with a draft before any SQL is built, or null when it can be sent. */
export function validatePolicyDraft(draft: PolicyDraft): string | null {
  const nameError = identifierError('policy', draft.name)
  if (nameError) return nameError
  if (!draft.table) return 'Choose a table.'
  const hasUsing = hasUsingClause(draft.command) && draft.using.trim().length > 0
  const hasCheck = hasCheckClause(draft.command) && draft.check.trim().length > 0
  if (!hasUsing && !hasCheck) {
    return draft.command === 'INSERT'
      ? 'An INSERT policy needs a WITH CHECK expression.'
      : 'Give the policy a USING expression (which rows it applies to).'
  }
  return null
}

function roleList(roles: readonly string[]): string {
  const named = roles.filter((role) => role.length > 0)
  if (named.length === 0 || named.some((role) => role.toLowerCase() === 'public')) return 'public'
  return named.map(readableIdent).join(', ')
}

/** One CREATE POLICY statement (without a trailing semicolon). */
export function buildCreatePolicySql(draft: PolicyDraft): string {
  const lines = [
    `create policy ${readableIdent(draft.name)}`,
    `on ${readableQualifiedName(draft.schema, draft.table)}`,
    `as ${draft.action.toLowerCase()}`,
    `for ${draft.command.toLowerCase()}`,
    `to ${roleList(draft.roles)}`,
  ]
  if (hasUsingClause(draft.command) && draft.using.trim()) lines.push(`using (${draft.using.trim()})`)
  if (hasCheckClause(draft.command) && draft.check.trim()) lines.push(`with check (${draft.check.trim()})`)
  return lines.join('\n')
}

export function buildDropPolicySql(policy: ExistingPolicy): string {
  return `drop policy ${readableIdent(policy.name)} on ${readableQualifiedName(policy.schema, policy.table)}`
}

/**
 * Editing a policy replaces it: ALTER POLICY cannot change its command or whether it is permissive,
 * so the old one is dropped and the new one created; inTransaction makes that one change.
 */
export function buildReplacePolicyStatements(original: ExistingPolicy, draft: PolicyDraft): string[] {
  return [buildDropPolicySql(original), buildCreatePolicySql(draft)]
}

export type RlsChange = 'enable' | 'disable' | 'force' | 'no force'

export function buildRlsChangeSql(schema: string, table: string, change: RlsChange): string {
  return `alter table ${readableQualifiedName(schema, table)} ${change} row level security`
}
