import 'server-only'

import { SYSTEM_SCHEMAS } from '@/lib/constants'
import { toTextArrayLiteral } from '@/lib/server/db/database'

/** Where the dashboard keeps its own data (SQL snippets) inside a project's database. */
export const DASHBOARD_SCHEMA = 'supabase_dashboard'

/** Hidden unless include_system_schemas=true: Postgres's own schemas and the dashboard's. */
export const HIDDEN_SCHEMAS = [...SYSTEM_SCHEMAS, DASHBOARD_SCHEMA]

export interface SchemaFilter {
  included: string[] | null
  excluded: string[]
}

/** included_schemas / excluded_schemas (comma-joined, SPEC §7) and include_system_schemas from a query string. */
export function readSchemaFilter(searchParams: URLSearchParams): SchemaFilter {
  const list = (name: string) =>
    (searchParams.get(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  const included = list('included_schemas')
  const isSystemIncluded = searchParams.get('include_system_schemas') === 'true'
  return {
    included: included.length > 0 ? included : null,
    excluded: [...list('excluded_schemas'), ...(isSystemIncluded || included.length > 0 ? [] : HIDDEN_SCHEMAS)],
  }
}

/**
 * A SQL condition on a schema-name column and its two parameters (placed at `$first`, `$first+1`).
 * Temporary schemas are never listed.
 */
export function schemaCondition(column: string, filter: SchemaFilter, first = 1): { sql: string; params: (string | null)[] } {
  return {
    sql:
      `(${column} !~ '^pg_(toast_)?temp_') and ($${first}::text[] is null or ${column} = any($${first}::text[])) ` +
      `and not (${column} = any($${first + 1}::text[]))`,
    params: [filter.included ? toTextArrayLiteral(filter.included) : null, toTextArrayLiteral(filter.excluded)],
  }
}
