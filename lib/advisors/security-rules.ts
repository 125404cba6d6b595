/** The security advisor's rules: what each checks, how serious it is and how to fix it. */

export type LintLevel = 'ERROR' | 'WARN' | 'INFO'

export interface SecurityRule {
  name: string
  title: string
  level: LintLevel
  description: string
  /** What to do about it. */
  remediation: string
  /** Path under the docs URL. */
  docsPath: string
}

const lintDocs = (id: string) => `/guides/database/database-linter?lint=${id}`

export const SECURITY_RULES: readonly SecurityRule[] = [
  {
    name: 'rls_disabled_in_public',
    title: 'RLS Disabled in Public',
    level: 'ERROR',
    description: 'Tables in the public schema are reachable through the Data API, but row level security is not enabled on them.',
    remediation: 'Enable row level security (alter table … enable row level security) and add policies for the rows each role may see.',
    docsPath: lintDocs('0013_rls_disabled_in_public'),
  },
  {
    name: 'policy_exists_rls_disabled',
    title: 'Policy Exists RLS Disabled',
    level: 'ERROR',
    description: 'These tables have row level security policies, but row level security is disabled, so the policies are not applied.',
    remediation: 'Enable row level security on the table, or drop the policies if they are no longer wanted.',
    docsPath: lintDocs('0007_policy_exists_rls_disabled'),
  },
  {
    name: 'security_definer_view',
    title: 'Security Definer View',
    level: 'ERROR',
    description: "Views in the public schema run with their owner's privileges, bypassing the row level security of the querying user.",
    remediation: 'Recreate the view with security_invoker = true (alter view … set (security_invoker = true)).',
    docsPath: lintDocs('0010_security_definer_view'),
  },
  {
    name: 'function_search_path_mutable',
    title: 'Function Search Path Mutable',
    level: 'WARN',
    description: 'These functions do not set search_path, so a caller can change which objects their unqualified names resolve to.',
    remediation: "Set a fixed search path on the function (alter function … set search_path = '').",
    docsPath: lintDocs('0011_function_search_path_mutable'),
  },
  {
    name: 'extension_in_public',
    title: 'Extension in Public',
    level: 'WARN',
    description: 'These extensions are installed in the public schema, which exposes their functions and types through the Data API.',
    remediation: 'Move the extension to another schema (alter extension … set schema extensions) or reinstall it there.',
    docsPath: lintDocs('0014_extension_in_public'),
  },
  {
    name: 'rls_enabled_no_policy',
    title: 'RLS Enabled No Policy',
    level: 'INFO',
    description: 'Row level security is enabled on these tables but they have no policies, so no rows are visible through the Data API.',
    remediation: 'Add policies for the roles that should read or write the table.',
    docsPath: lintDocs('0008_rls_enabled_no_policy'),
  },
]

export const LINT_LEVEL_LABELS: Record<LintLevel, string> = { ERROR: 'Error', WARN: 'Warning', INFO: 'Info' }

