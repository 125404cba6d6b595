import 'server-only'

import type { components } from '@/lib/api/platform'
import { typesSql } from '@/lib/pg-meta/types-sql'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgType = components['schemas']['PgType']

export interface ListTypesOptions {
  filter: SchemaFilter
  includeArrayTypes: boolean
  includeTableTypes: boolean
}

/** Types (enums, domains, composites, ranges, base types) in postgres-meta's shape. */
export async function listTypes(database: Database, options: ListTypesOptions): Promise<PgType[]> {
  const schemas = schemaCondition('n.nspname', options.filter)
  const sql = typesSql({ schemaCondition: schemas.sql, ...options })
  const { rows } = await database.query<PgType>(sql, schemas.params)
  return rows
}
