import 'server-only'

import type { components } from '@/lib/api/platform'
import { functionsSql } from '@/lib/pg-meta/functions-sql'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgFunction = components['schemas']['PgFunction']

export async function listFunctions(database: Database, filter: SchemaFilter): Promise<PgFunction[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgFunction>(functionsSql(schemas.sql), schemas.params)
  return rows
}
