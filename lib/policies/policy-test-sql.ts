import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'
import { quoteLiteral } from '@/lib/sql/quote'

/** The policy tester: read a table as another role, with Row Level Security applied as that role sees it. */

export const POLICY_TEST_ROW_LIMIT = 100

export interface PolicyTestInput {
  schema: string
  table: string
  role: string
  /** A JWT claim set (JSON object) for auth.uid() and auth.jwt(); empty for none. */
  claims: string
}

export interface PolicyTestRow {
  row: Record<string, unknown>
  /** How many rows the role sees in all (the rows shown stop at POLICY_TEST_ROW_LIMIT). */
  total: number | string
}

/** Parses the claim set the user typed: an error message, or the object (null when left empty). */
export function parseClaims(claims: string): { value: Record<string, unknown> | null } | { error: string } {
  if (!claims.trim()) return { value: null }
  try {
    const value: unknown = JSON.parse(claims)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'The JWT claims must be a JSON object.' }
    return { value: value as Record<string, unknown> }
  } catch {
    return { error: 'The JWT claims are not valid JSON.' }
  }
}

/**
 * One request of several statements, which Postgres runs as one implicit transaction: it is made read
 * only, switches to the role with SET LOCAL, sets the claims the way the API gateway does
 * (request.jwt.claims, and the older per-claim request.jwt.claim.sub) and reads the table. The
 * transaction ends with the request, and with it the role switch and the claims; there is no BEGIN,
 * so nothing is left open on a pooled connection, and READ ONLY stops anything the read might call
 * from writing.
 */
export function buildPolicyTestSql(input: PolicyTestInput): string {
  const parsed = parseClaims(input.claims)
  if ('error' in parsed) throw new Error(parsed.error)
  const statements = ['set transaction read only', `set local role ${readableIdent(input.role)}`]
  if (parsed.value) {
    const sub = typeof parsed.value.sub === 'string' ? parsed.value.sub : ''
    statements.push(
      `select set_config('request.jwt.claims', ${quoteLiteral(JSON.stringify(parsed.value))}, true), ` +
        `set_config('request.jwt.claim.sub', ${quoteLiteral(sub)}, true), ` +
        `set_config('request.jwt.claim.role', ${quoteLiteral(input.role)}, true)`
    )
  }
  statements.push(
    // row_to_json keeps the table's column order (jsonb would sort the keys).
    `select row_to_json(t) as row, count(*) over () as total from ${readableQualifiedName(input.schema, input.table)} t limit ${POLICY_TEST_ROW_LIMIT}`
  )
  return statements.map((statement) => `${statement};`).join('\n')
}

/** Every row of the table, counted as the dashboard's own role sees it (RLS does not apply to the owner). */
export function buildRowCountSql(schema: string, table: string): string {
  return `select count(*) as total from ${readableQualifiedName(schema, table)}`
}

/**
 * On "permission denied" the role lacks a privilege RLS never gets to: name the GRANT that gives it
 * (policies only filter rows a role may already read). Null for any other error.
 */
export function missingGrantHint(message: string, target: { schema: string; table: string; role: string }): string | null {
  if (!/permission denied for (table|relation|schema)/i.test(message)) return null
  const isSchema = /permission denied for schema/i.test(message)
  const grant = isSchema
    ? `grant usage on schema ${readableIdent(target.schema)} to ${readableIdent(target.role)};`
    : `grant select on ${readableQualifiedName(target.schema, target.table)} to ${readableIdent(target.role)};`
  return `${target.role} has no ${isSchema ? 'USAGE privilege on the schema' : 'SELECT privilege on the table'}, so its policies are never reached. Grant it with: ${grant}`
}
