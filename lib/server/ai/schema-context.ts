import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { generateObjectDdl } from '@/lib/ddl/object-ddl'
import { DDL_WARNING_HEADER, generateTableDdl } from '@/lib/ddl/schema-ddl'
import { listFunctions } from '@/lib/server/pg-meta/functions'
import { listPolicies } from '@/lib/server/pg-meta/policies'
import { HIDDEN_SCHEMAS } from '@/lib/server/pg-meta/schema-filter'
import { listTables } from '@/lib/server/pg-meta/tables'
import { listTriggers } from '@/lib/server/pg-meta/triggers'
import { listTypes } from '@/lib/server/pg-meta/types'
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
  const filter = { included: null, excluded: [...HIDDEN_SCHEMAS] }
  const tables = await listTables(database, { filter, isColumnsIncluded: true })
  if (tables.length === 0) return undefined
  // Tables first so they survive the size bound; the other objects follow while they fit.
  const [types, functions, triggers, policies] = await Promise.all([
    listTypes(database, { filter, includeArrayTypes: false, includeTableTypes: false }),
    listFunctions(database, filter),
    listTriggers(database, filter),
    listPolicies(database, filter),
  ])
  const objects = generateObjectDdl({ types, functions, triggers, policies })
  return boundedDdl([...tables.map(generateTableDdl), ...objects.before, ...objects.after])
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
