import 'server-only'

import type { components } from '@/lib/api/platform'
import { indexesSql } from '@/lib/pg-meta/indexes-sql'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgIndex = components['schemas']['PgIndex']

/** Indexes (primary keys and unique constraints' too) in postgres-meta's shape. */
export async function listIndexes(database: Database, filter: SchemaFilter): Promise<PgIndex[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgIndex>(indexesSql(schemas.sql), schemas.params)
  return rows
}
