import type { components } from '@/lib/api/platform'
import { indexesSql } from '@/lib/pg-meta/indexes-sql'
import { foreignTablesSql, materializedViewsSql } from '@/lib/pg-meta/relations-sql'
import { typesSql } from '@/lib/pg-meta/types-sql'

import { listColumns, schemaCondition, schemaParams, type SchemaFilter } from './pg-meta-catalog'
import type { MockDatabase } from './pg-meta-db'

/** postgres-meta's types, indexes, materialized views and foreign tables, from the same SQL the self-hosted route handlers run. */
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

/** Relations with their columns attached under `columns` when asked. */
async function withColumns<Row extends { id: number }>(
  db: MockDatabase,
  rows: Row[],
  relationKind: string,
  isColumnsIncluded: boolean
): Promise<(Row & { columns?: Schemas['PgColumn'][] })[]> {
  if (!isColumnsIncluded || rows.length === 0) return rows
  const columns = await listColumns(db, { included: [], excluded: [] }, relationKind, rows.map((row) => row.id))
  return rows.map((row) => ({ ...row, columns: columns.filter((column) => column.table_id === row.id) }))
}

export async function listMaterializedViews(
  db: MockDatabase,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<Schemas['PgMaterializedView'][]> {
  const { rows } = await db.query(materializedViewsSql(schemaCondition('n.nspname')), schemaParams(filter))
  return withColumns(db, rows as Schemas['PgMaterializedView'][], 'm', isColumnsIncluded)
}

export async function listForeignTables(
  db: MockDatabase,
  filter: SchemaFilter,
  isColumnsIncluded: boolean
): Promise<Schemas['PgForeignTable'][]> {
  const { rows } = await db.query(foreignTablesSql(schemaCondition('n.nspname')), schemaParams(filter))
  return withColumns(db, rows as Schemas['PgForeignTable'][], 'f', isColumnsIncluded)
}
