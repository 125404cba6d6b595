import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { DDL_WARNING_HEADER, generateTableDdl } from '@/lib/ddl/schema-ddl'
import { HIDDEN_SCHEMAS } from '@/lib/server/pg-meta/schema-filter'
import { listTables } from '@/lib/server/pg-meta/tables'
import { openProject } from '@/lib/server/projects/projects'

/** Keeps the prompt affordable on large schemas; the model is told that tables were left out. */
export const MAX_SCHEMA_CONTEXT_CHARS = 40_000

/**
 * The read-only DDL of a project's tables (SPEC §1 "read-only schema DDL, used as context").
 *
 * Self-hosted: read directly from the project's database through lib/server/pg-meta (every schema
 * but Postgres's and the dashboard's own). Hosted platform: undefined — this server has no database
 * access there, and the platform's pg-meta needs the project's encrypted connection string, which
 * only the browser holds; the assistant then answers without schema context.
 */
export async function loadSchemaContext(projectRef: string, config: ServerConfig): Promise<string | undefined> {
  if (config.isPlatform) return undefined
  const { database } = await openProject(config, projectRef)
  const tables = await listTables(database, {
    filter: { included: null, excluded: [...HIDDEN_SCHEMAS] },
    isColumnsIncluded: true,
  })
  if (tables.length === 0) return undefined
  return boundedDdl(tables.map(generateTableDdl))
}

/** The warning header, then as many whole CREATE TABLE statements as fit. */
export function boundedDdl(statements: readonly string[], maxChars = MAX_SCHEMA_CONTEXT_CHARS): string {
  const kept: string[] = []
  let size = DDL_WARNING_HEADER.length
  for (const statement of statements) {
    if (size + statement.length + 1 > maxChars) break
    kept.push(statement)
    size += statement.length + 1
  }
  const omitted = statements.length - kept.length
  const note = omitted > 0 ? [`-- ${omitted} more ${omitted === 1 ? 'table is' : 'tables are'} not shown.`] : []
  return [DDL_WARNING_HEADER, '', ...kept, ...note].join('\n')
}
