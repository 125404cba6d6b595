import type { components } from '@/lib/api/platform'
import { indexesSql } from '@/lib/pg-meta/indexes-sql'
import { typesSql } from '@/lib/pg-meta/types-sql'

import { schemaCondition, schemaParams, type SchemaFilter } from './pg-meta-catalog'
import type { MockDatabase } from './pg-meta-db'

/** postgres-meta's types and indexes, from the same SQL the self-hosted route handlers run. */
type Schemas = components['schemas']

export async function listTypes(
  db: MockDatabase,
  filter: SchemaFilter,
  options: { includeArrayTypes: boolean; includeTableTypes: boolean }
): Promise<Schemas['PgType'][]> {
  const { rows } = await db.query(typesSql({ schemaCondition: schemaCondition('n.nspname'), ...options }), schemaParams(filter))
  return rows as Schemas['PgType'][]
}

export async function listIndexes(db: MockDatabase, filter: SchemaFilter): Promise<Schemas['PgIndex'][]> {
  const { rows } = await db.query(indexesSql(schemaCondition('n.nspname')), schemaParams(filter))
  return rows as Schemas['PgIndex'][]
}
