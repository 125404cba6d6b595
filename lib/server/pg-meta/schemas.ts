import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'

import { schemaCondition, type SchemaFilter } from './schema-filter'

export type PgSchema = components['schemas']['PgSchema']

const SCHEMAS_SQL = `
select n.oid as id, n.nspname as name, pg_catalog.pg_get_userbyid(n.nspowner) as owner
from pg_catalog.pg_namespace n
where %SCHEMAS%
order by n.nspname`

export async function listSchemas(database: Database, filter: SchemaFilter): Promise<PgSchema[]> {
  const schemas = schemaCondition('n.nspname', filter)
  const { rows } = await database.query<PgSchema>(SCHEMAS_SQL.replace('%SCHEMAS%', schemas.sql), schemas.params)
  return rows
}
